import { z } from 'zod';
import { itemCount } from '../booking/package-items.ts';

/** A shipping label is 4in × 6in (spec 000 §9, spec 001 §9): 288 × 432 PDF points. */
export const LABEL_PAGE_SIZE = { width: 288, height: 432 } as const;

/** At most this many bookings in one bulk label print. */
export const BULK_LABELS_MAX = 100;

/** POST /shipments/labels/download/: the bookings whose labels go into one PDF. */
/** The most labels (pages) one print makes: five full bookings. A bigger selection is printed in parts. */
export const LABELS_PER_PRINT_MAX = 1000;
export const tooManyLabelsMessage = (labels: number) =>
  `These bookings make ${labels} labels: print at most ${LABELS_PER_PRINT_MAX} at once, in smaller groups`;

export const bulkLabelsSchema = z.object({
  booking_ids: z
    .array(z.uuid({ error: 'Each booking id must be a UUID' }))
    .min(1, 'Select at least one booking')
    .max(BULK_LABELS_MAX, `At most ${BULK_LABELS_MAX} bookings at a time`),
});
export type BulkLabelsInput = z.infer<typeof bulkLabelsSchema>;

/** The public tracking page of a tracking number: what a label's QR code and the mails point to. */
export const publicTrackingUrl = (publicUrl: string, trackingNumber: string) =>
  `${publicUrl.replace(/\/+$/, '')}/track/${encodeURIComponent(trackingNumber)}`;

export interface LabelPackage {
  description: string;
  qty: number;
  weight_kg: number;
}

/** One physical item: one label page. */
export interface LabelItem {
  /** '2 of 3', counted by quantity through the lines in their order (booking/package-items.ts). */
  item_number: string;
  description: string;
  weight_kg: number;
}

/** One label per physical item: a line of quantity 2 makes two labels, each with its own number. */
export const labelItems = (packages: readonly LabelPackage[]): LabelItem[] => {
  const total = itemCount(packages);
  const items: LabelItem[] = [];
  for (const pkg of packages) {
    const qty = Math.max(1, Math.floor(pkg.qty || 1));
    for (let i = 0; i < qty; i++)
      items.push({
        item_number: `${items.length + 1} of ${total}`,
        description: pkg.description,
        weight_kg: pkg.weight_kg,
      });
  }
  return items;
};
