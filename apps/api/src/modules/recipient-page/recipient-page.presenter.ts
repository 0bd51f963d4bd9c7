import { mapUrlOf, NO_RECIPIENT_CHOICES, type RecipientChoices } from '@ukgh/domain';
import type { RecipientChoicesRow } from '../../db/schema.ts';

/** The recipient's choices as staff, the delivery agent and the recipient see them. */
export const presentRecipientChoices = (row: RecipientChoicesRow | null | undefined): RecipientChoices => {
  if (!row) return NO_RECIPIENT_CHOICES;
  return {
    alternate_receiver:
      row.alternateName && row.alternatePhone ? { name: row.alternateName, phone: row.alternatePhone } : null,
    location:
      row.pinLat != null && row.pinLng != null
        ? {
            lat: row.pinLat,
            lng: row.pinLng,
            accuracy_m: row.pinAccuracyM ?? null,
            map_url: mapUrlOf(row.pinLat, row.pinLng),
          }
        : null,
    collect_at_warehouse: row.collectAtWarehouse,
    updated_at: row.updatedAt.toISOString(),
  };
};
