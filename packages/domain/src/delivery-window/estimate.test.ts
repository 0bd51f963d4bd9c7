import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD } from '../pricing/rate-card.ts';
import {
  type DeliveryWindowInput,
  type EstimateDeparture,
  estimateDeliveryWindow,
  windowMovedMoreThanADay,
} from './estimate.ts';
import { deliveryWindowText, formatDeliveryWindow } from './format.ts';
import { type DayRange, DEFAULT_DELIVERY_ESTIMATE } from './settings.ts';
import { deliveryEstimateSettingsSchema } from './settings-schema.ts';

const at = (iso: string) => new Date(iso);
const transitDays = {
  STANDARD: DEFAULT_RATE_CARD.service_levels.STANDARD.transit_days,
  EXPRESS: DEFAULT_RATE_CARD.service_levels.EXPRESS.transit_days,
};

/** The example: MSC ABIDJAN left on 2 Dec 2025, due at Tema on Sat 13 Dec; the parcel is for Volta. */
const abidjan: EstimateDeparture = {
  mode: 'sea',
  name: 'MSC ABIDJAN',
  state: 'departed',
  cutoffAt: at('2025-11-28T17:00:00Z'),
  etd: at('2025-12-02T10:00:00Z'),
  eta: at('2025-12-13T08:00:00Z'),
  departedAt: at('2025-12-02T11:30:00Z'),
};
const kl589: EstimateDeparture = {
  mode: 'air',
  name: 'KL 589',
  state: 'loading',
  cutoffAt: at('2025-12-03T12:00:00Z'),
  etd: at('2025-12-04T10:00:00Z'),
  eta: at('2025-12-05T18:00:00Z'),
};
const nextSailing: EstimateDeparture = {
  mode: 'sea',
  name: 'MAERSK TEMA',
  state: 'planned',
  cutoffAt: at('2025-12-12T17:00:00Z'),
  etd: at('2025-12-15T10:00:00Z'),
  eta: at('2025-12-29T08:00:00Z'),
};
const earlierSailing: EstimateDeparture = {
  ...nextSailing,
  name: 'MSC ACCRA',
  cutoffAt: at('2025-12-06T17:00:00Z'),
  eta: at('2025-12-20T08:00:00Z'),
};

const base = (over: Partial<DeliveryWindowInput>): DeliveryWindowInput => ({
  bookingStatus: 'CONFIRMED',
  shipmentStatus: 'in_transit',
  serviceLevel: 'STANDARD',
  regionCode: 'VR',
  collectionAt: at('2025-11-24T09:00:00Z'),
  statusSince: at('2025-12-02T11:30:00Z'),
  deliveredAt: null,
  departure: null,
  upcoming: [earlierSailing, nextSailing, kl589],
  transitDays,
  now: at('2025-12-05T09:00:00Z'),
  ...over,
});

describe('estimateDeliveryWindow, stage by stage', () => {
  it.each<[string, Partial<DeliveryWindowInput>, string | null, string | null]>([
    // The example: ETA 13 Dec + clearance 3–5 + Volta 2–4 days.
    [
      'in transit on a sailing',
      { departure: abidjan },
      'Thu 18 – Mon 22 Dec',
      'sailing MSC ABIDJAN departed 2 Dec',
    ],
    [
      'consolidated on a flight still loading',
      {
        shipmentStatus: 'consolidated',
        serviceLevel: 'EXPRESS',
        regionCode: 'GR',
        departure: kl589,
        now: at('2025-12-02T09:00:00Z'),
      },
      // 5 Dec + air clearance 1–2 + Greater Accra 1–2.
      'Sun 7 – Tue 9 Dec',
      'flight KL 589 ETA 5 Dec',
    ],
    [
      'arrived on its sailing',
      {
        shipmentStatus: 'arrived_ghana',
        departure: { ...abidjan, state: 'arrived', arrivedAt: at('2025-12-14T06:00:00Z') },
        now: at('2025-12-14T09:00:00Z'),
      },
      'Fri 19 – Tue 23 Dec',
      'sailing MSC ABIDJAN arrived 14 Dec',
    ],
    [
      'cleared into the Ghana warehouse',
      {
        shipmentStatus: 'at_ghana_warehouse',
        departure: { ...abidjan, state: 'cleared', clearedAt: at('2025-12-16T15:00:00Z') },
        now: at('2025-12-16T16:00:00Z'),
      },
      'Thu 18 – Sat 20 Dec',
      'cleared customs 16 Dec',
    ],
    [
      'out for delivery',
      {
        shipmentStatus: 'out_for_delivery',
        statusSince: at('2025-12-19T07:00:00Z'),
        now: at('2025-12-19T09:00:00Z'),
      },
      'Fri 19 Dec',
      'out for delivery',
    ],
    [
      // Collected 24 Nov and in the UK warehouse: MSC ACCRA (cut-off 6 Dec) is the next it can make.
      'at the UK warehouse: the next sailing',
      { shipmentStatus: 'at_warehouse' },
      // ETA 20 Dec + 3–5 + 2–4.
      'Thu 25 – Mon 29 Dec',
      'next sailing cut-off 6 Dec',
    ],
    [
      // Collection booked for 8 Dec: MSC ACCRA's cut-off (6 Dec) comes before it, so MAERSK TEMA's (12 Dec).
      'confirmed: the first sailing whose cut-off follows the collection',
      { shipmentStatus: 'confirmed', collectionAt: at('2025-12-08T09:00:00Z') },
      'Sat 3 – Wed 7 Jan',
      'next sailing cut-off 12 Dec',
    ],
    [
      'pending, with no flight scheduled: the quoted transit days',
      {
        bookingStatus: 'PENDING',
        shipmentStatus: null,
        serviceLevel: 'EXPRESS',
        upcoming: [earlierSailing],
        collectionAt: at('2025-12-08T09:00:00Z'),
      },
      'Sat 13 – Thu 18 Dec',
      'no flight scheduled yet: typically 5–10 days from collection',
    ],
    [
      'in transit without a departure (moved on its own): the quoted transit days, as on its way',
      {
        shipmentStatus: 'in_transit',
        serviceLevel: 'EXPRESS',
        upcoming: [earlierSailing],
        collectionAt: at('2025-12-08T09:00:00Z'),
      },
      'Sat 13 – Thu 18 Dec',
      'on its way: typically 5–10 days from collection',
    ],
  ])('%s', (_name, over, text, dependsOn) => {
    const w = estimateDeliveryWindow(base(over));
    expect(deliveryWindowText(w)).toBe(text);
    expect(w?.dependsOn).toBe(dependsOn);
  });

  it('shows the delivered day instead of a window', () => {
    const w = estimateDeliveryWindow(
      base({ shipmentStatus: 'delivered', deliveredAt: at('2025-12-19T14:00:00Z') }),
    );
    expect(w).toEqual({ from: null, to: null, dependsOn: null, deliveredOn: '2025-12-19' });
    expect(deliveryWindowText(w)).toBe('Delivered Fri 19 Dec');
  });

  it.each(['CANCELLED', 'REJECTED'])('gives a %s booking no window', (bookingStatus) => {
    expect(estimateDeliveryWindow(base({ bookingStatus, departure: abidjan }))).toBeNull();
  });

  it('holds the window while the parcel is an exception', () => {
    const w = estimateDeliveryWindow(base({ shipmentStatus: 'exception', departure: abidjan }));
    expect(w).toMatchObject({ from: null, to: null, dependsOn: 'on hold until the exception is resolved' });
  });

  it('follows the ETA: a sailing two days late moves the window two days', () => {
    const late = estimateDeliveryWindow(base({ departure: { ...abidjan, eta: at('2025-12-15T08:00:00Z') } }));
    expect(deliveryWindowText(late)).toBe('Sat 20 – Wed 24 Dec');
    expect(windowMovedMoreThanADay(estimateDeliveryWindow(base({ departure: abidjan })), late)).toBe(true);
  });

  it('never shows a window already past: an ETA gone by without arrival counts from today', () => {
    const w = estimateDeliveryWindow(base({ departure: abidjan, now: at('2025-12-17T09:00:00Z') }));
    // 17 Dec + 5–9 days.
    expect(w).toMatchObject({ from: '2025-12-22', to: '2025-12-26' });
  });

  it('uses the settings: clearance per mode and delivery days per region', () => {
    const settings = {
      ...DEFAULT_DELIVERY_ESTIMATE,
      customs_clearance_days: {
        ...DEFAULT_DELIVERY_ESTIMATE.customs_clearance_days,
        sea: [0, 0] as DayRange,
      },
      delivery_days: { ...DEFAULT_DELIVERY_ESTIMATE.delivery_days, VR: [1, 1] as DayRange },
    };
    const w = estimateDeliveryWindow(base({ departure: abidjan, settings }));
    expect(w).toMatchObject({ from: '2025-12-14', to: '2025-12-14' });
  });
});

describe('windowMovedMoreThanADay', () => {
  const w = (from: string, to: string) => ({ from, to, dependsOn: '', deliveredOn: null });
  it.each([
    [w('2025-12-18', '2025-12-22'), w('2025-12-19', '2025-12-23'), false],
    [w('2025-12-18', '2025-12-22'), w('2025-12-20', '2025-12-22'), true],
    [w('2025-12-18', '2025-12-22'), w('2025-12-18', '2025-12-20'), true],
  ])('%o → %o: %s', (before, after, moved) => {
    expect(windowMovedMoreThanADay(before, after)).toBe(moved);
  });
});

describe('formatDeliveryWindow', () => {
  it.each([
    ['2025-12-18', '2025-12-22', 'Thu 18 – Mon 22 Dec'],
    ['2025-12-29', '2026-01-02', 'Mon 29 Dec – Fri 2 Jan'],
    ['2025-12-18', '2025-12-18', 'Thu 18 Dec'],
  ])('%s – %s → %s', (from, to, text) => {
    expect(formatDeliveryWindow(from, to)).toBe(text);
  });
});

describe('deliveryEstimateSettingsSchema', () => {
  it('takes the defaults and refuses a range the wrong way round', () => {
    expect(deliveryEstimateSettingsSchema.safeParse(DEFAULT_DELIVERY_ESTIMATE).success).toBe(true);
    const bad = { ...DEFAULT_DELIVERY_ESTIMATE, customs_clearance_days: { sea: [5, 3], air: [1, 2] } };
    expect(deliveryEstimateSettingsSchema.safeParse(bad).success).toBe(false);
  });
});
