import {
  canonicalGpsAddress,
  GPS_ADDRESS_MESSAGES,
  gpsRegionMismatch,
  RECIPIENT_MESSAGES,
  type RecipientChoices,
  type RecipientDeliveryAddress,
  type RecipientPage,
  recipientChangeRefusal,
  regionName,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { BookingRow } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { RecipientLinks } from '../../lib/recipient-links.ts';
import { recordAudit } from '../operations/audit.ts';
import { lockBooking } from '../operations/operations.repository.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';
import type { TrackingService } from '../tracking/tracking.service.ts';
import { presentRecipientChoices } from './recipient-page.presenter.ts';
import {
  type ChoicesPatch,
  findByTrackingNumber,
  readChoices,
  readDriver,
  writeChoices,
  writeRecipientGpsAddress,
} from './recipient-page.repository.ts';

type Change =
  | { kind: 'receiver'; receiver: { name: string; phone: string } | null }
  | { kind: 'location'; location: { lat: number; lng: number; accuracy_m?: number | null } | null }
  | { kind: 'collection'; collect: boolean };

const patchOf = (change: Change): ChoicesPatch => {
  switch (change.kind) {
    case 'receiver':
      return { alternateName: change.receiver?.name ?? null, alternatePhone: change.receiver?.phone ?? null };
    case 'location':
      return {
        pinLat: change.location?.lat ?? null,
        pinLng: change.location?.lng ?? null,
        pinAccuracyM: change.location?.accuracy_m ?? null,
      };
    case 'collection':
      return { collectAtWarehouse: change.collect };
  }
};

/** What the audit trail keeps of a change: the choice as people read it, before and after. */
const audited = (choices: RecipientChoices, kind: Change['kind']) =>
  kind === 'receiver'
    ? { alternate_receiver: choices.alternate_receiver }
    : kind === 'location'
      ? { location: choices.location && { lat: choices.location.lat, lng: choices.location.lng } }
      : { collect_at_warehouse: choices.collect_at_warehouse };

/** Where the parcel goes, as the recipient's page shows it. */
const deliveryAddressOf = (booking: BookingRow): RecipientDeliveryAddress => ({
  line1: booking.recipientLine1,
  line2: booking.recipientLine2,
  city: booking.recipientCity,
  region: booking.ghRegionCode ? regionName(booking.ghRegionCode) : null,
  gps_address: booking.recipientPostcode,
});

/** The recipient's page (issue 50): reached by the signed link in their texts, without an account. */
export const createRecipientPageService = (
  ctx: AppContext,
  links: RecipientLinks,
  tracking: TrackingService,
) => {
  const { db } = ctx;
  const resolve = async (token: string) => {
    const trackingNumber = links.trackingNumberOf(token);
    const found = trackingNumber ? await findByTrackingNumber(db, trackingNumber) : null;
    if (!found || !trackingNumber) throw notFound(RECIPIENT_MESSAGES.notFound);
    return { ...found, trackingNumber };
  };

  /**
   * Runs a change of the recipient's in one transaction with the booking locked, unless the driver has set
   * out or the booking is closed (409).
   */
  const whileOpen = async <T>(token: string, work: (tx: Tx, booking: BookingRow) => Promise<T>) => {
    const { booking } = await resolve(token);
    return db.transaction(async (tx) => {
      const locked = await lockBooking(tx, booking.id);
      const refusal = recipientChangeRefusal({
        shipmentStatus: locked.shipment.status,
        bookingStatus: locked.booking.status,
      });
      if (refusal) throw conflict(refusal);
      return work(tx, locked.booking);
    });
  };

  return {
    async view(token: string, ip: string): Promise<RecipientPage> {
      const { booking, shipment, trackingNumber } = await resolve(token);
      const [answer, choices, company, driver] = await Promise.all([
        tracking.track(trackingNumber, ip),
        readChoices(db, booking.id),
        getCompanyDetails(db),
        shipment.status === 'out_for_delivery' && shipment.deliveryAgentId
          ? readDriver(db, shipment.deliveryAgentId)
          : null,
      ]);
      const gh = company.gh_address;
      return {
        tracking: answer,
        delivery_address: deliveryAddressOf(booking),
        driver: driver ? { first_name: driver.firstName, phone: driver.phone ?? company.ghana_phone } : null,
        ghana_office: {
          phone: company.ghana_phone || null,
          address: [gh.line1, gh.city].filter(Boolean).join(', ') || null,
        },
        choices: presentRecipientChoices(choices),
        change_refusal: recipientChangeRefusal({
          shipmentStatus: shipment.status,
          bookingStatus: booking.status,
        }),
      };
    },

    /** One of the recipient's changes, refused with 409 once the driver has set out; audited. */
    async change(token: string, change: Change): Promise<RecipientChoices> {
      return whileOpen(token, async (tx, booking) => {
        const before = presentRecipientChoices(await readChoices(tx, booking.id));
        const after = presentRecipientChoices(await writeChoices(tx, booking.id, patchOf(change)));
        await recordAudit(tx, null, {
          action: `recipient.${change.kind}`,
          entity: 'booking',
          entityId: booking.id,
          before: audited(before, change.kind),
          after: audited(after, change.kind),
        });
        return after;
      });
    },

    /**
     * The recipient confirms (the same address) or corrects their digital address as typed: read in its
     * canonical form and checked against the booking's region (400 on the field), then written where
     * `postcode` and `gps_address` read it.
     */
    async address(token: string, typed: string): Promise<RecipientDeliveryAddress> {
      const gpsAddress = canonicalGpsAddress(typed);
      if (!gpsAddress)
        throw invalid(GPS_ADDRESS_MESSAGES.malformed, { gps_address: [GPS_ADDRESS_MESSAGES.malformed] });
      return whileOpen(token, async (tx, booking) => {
        const mismatch = gpsRegionMismatch(gpsAddress, booking.ghRegionCode);
        if (mismatch) throw invalid(mismatch, { gps_address: [mismatch] });
        const before = booking.recipientPostcode;
        if (before !== gpsAddress) await writeRecipientGpsAddress(tx, booking.id, gpsAddress);
        await recordAudit(tx, null, {
          action: 'recipient.address',
          entity: 'booking',
          entityId: booking.id,
          before: { gps_address: before },
          after: { gps_address: gpsAddress, ...(before === gpsAddress ? { confirmed: true } : {}) },
        });
        return deliveryAddressOf({ ...booking, recipientPostcode: gpsAddress });
      });
    },
  };
};
export type RecipientPageService = ReturnType<typeof createRecipientPageService>;
