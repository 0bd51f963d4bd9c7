import { describe, expect, it } from 'vitest';
import { buildManifest, type ManifestSource } from './manifest.ts';
import { DEPARTURE_MESSAGES } from './messages.ts';
import {
  datesInOrder,
  decideConsolidation,
  decideDepartureEdit,
  decideDepartureState,
  decideRemoval,
  modeOfServiceLevel,
} from './rules.ts';
import { DEPARTURE_PACKAGE_MOVES, DEPARTURE_STATES, type DepartureState } from './states.ts';
import { departureTravelEvent } from './travel.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const LATER = new Date('2026-12-02T12:00:00Z');
const EARLIER = new Date('2026-11-30T12:00:00Z');

const loadingSea = { id: 'd1', mode: 'sea' as const, state: 'loading' as const, cutOffAt: LATER };

describe('modeOfServiceLevel', () => {
  it.each([
    ['STANDARD', 'sea'],
    ['Ship', 'sea'],
    ['EXPRESS', 'air'],
    ['flight', 'air'],
    ['CARGO', null],
  ])('%s travels by %s', (level, mode) => {
    expect(modeOfServiceLevel(level)).toBe(mode);
  });
});

describe('decideConsolidation', () => {
  it.each<
    [string, Partial<Parameters<typeof decideConsolidation>[0]>, ReturnType<typeof decideConsolidation>]
  >([
    ['a Standard parcel at the warehouse onto a loading sailing', {}, { allowed: true }],
    [
      'a parcel consolidated before departures existed',
      { shipment: { status: 'consolidated', departureId: null } },
      { allowed: true },
    ],
    [
      'an Express parcel onto an air departure',
      { departure: { ...loadingSea, mode: 'air' }, serviceLevel: 'EXPRESS' },
      { allowed: true },
    ],
    [
      'onto a planned departure',
      { departure: { ...loadingSea, state: 'planned' } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.notLoading },
    ],
    [
      'onto a departed one',
      { departure: { ...loadingSea, state: 'departed' } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.notLoading },
    ],
    [
      'after the cut-off',
      { departure: { ...loadingSea, cutOffAt: EARLIER } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.pastCutOff },
    ],
    [
      'at the cut-off itself',
      { departure: { ...loadingSea, cutOffAt: NOW } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.pastCutOff },
    ],
    [
      'an Express parcel onto a sailing',
      { serviceLevel: 'EXPRESS' },
      { allowed: false, status: 422, message: DEPARTURE_MESSAGES.wrongMode('sea', 'Express') },
    ],
    [
      'a Standard parcel onto a flight',
      { departure: { ...loadingSea, mode: 'air' } },
      { allowed: false, status: 422, message: DEPARTURE_MESSAGES.wrongMode('air', 'Standard') },
    ],
    [
      'a parcel not yet received',
      { shipment: { status: 'picked_up', departureId: null } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.notAtWarehouse },
    ],
    [
      'a parcel already on it',
      { shipment: { status: 'consolidated', departureId: 'd1' } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.alreadyOnThisDeparture },
    ],
    [
      'a parcel on another departure',
      { shipment: { status: 'consolidated', departureId: 'd2' } },
      { allowed: false, status: 409, message: DEPARTURE_MESSAGES.onAnotherDeparture },
    ],
  ])('%s', (_, override, verdict) => {
    expect(
      decideConsolidation({
        departure: loadingSea,
        shipment: { status: 'at_warehouse', departureId: null },
        serviceLevel: 'STANDARD',
        now: NOW,
        ...override,
      }),
    ).toEqual(verdict);
  });
});

describe('decideDepartureState', () => {
  const allowed: [DepartureState, DepartureState][] = [
    ['planned', 'loading'],
    ['loading', 'planned'],
    ['loading', 'departed'],
    ['departed', 'arrived'],
    ['arrived', 'cleared'],
  ];
  const pairs = DEPARTURE_STATES.flatMap((from) => DEPARTURE_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    const ok = allowed.some(([f, t]) => f === from && t === to);
    expect(decideDepartureState(from, to)).toEqual(
      ok
        ? { allowed: true }
        : { allowed: false, status: 409, message: DEPARTURE_MESSAGES.stateNotAllowed(from, to) },
    );
  });

  it('departed, arrived and cleared move the packages along the shipment route', () => {
    expect(DEPARTURE_PACKAGE_MOVES).toEqual({
      departed: { from: 'consolidated', to: 'in_transit', move: 'depart' },
      arrived: { from: 'in_transit', to: 'arrived_ghana', move: 'arrive-ghana' },
      cleared: { from: 'arrived_ghana', to: 'at_ghana_warehouse', move: 'receive-ghana' },
    });
  });
});

describe('decideDepartureEdit', () => {
  const current: { state: DepartureState; mode: 'sea' | 'air'; cutOffAt: Date; etd: Date; eta: Date } = {
    state: 'loading',
    mode: 'sea',
    cutOffAt: NOW,
    etd: LATER,
    eta: new Date('2026-12-20T00:00:00Z'),
  };
  it.each<[string, Partial<typeof current>, Parameters<typeof decideDepartureEdit>[1], number, boolean]>([
    ['anything before it leaves', {}, { carrier: 'Maersk', cutOffAt: EARLIER }, 0, true],
    ['the mode while empty', {}, { mode: 'air' }, 0, true],
    ['the mode with packages on it', {}, { mode: 'air' }, 3, false],
    ['the ETA after departure', { state: 'departed' }, { eta: new Date('2026-12-24T00:00:00Z') }, 3, true],
    ['the container after departure', { state: 'arrived' }, { containerOrAwb: 'MSCU7654321' }, 3, true],
    ['the cut-off after departure', { state: 'departed' }, { cutOffAt: EARLIER }, 3, false],
    ['an unchanged cut-off sent again after departure', { state: 'departed' }, { cutOffAt: NOW }, 3, true],
    ['an ETA before the departure', {}, { eta: NOW }, 0, false],
  ])('%s', (_, over, edit, count, ok) => {
    expect(decideDepartureEdit({ ...current, ...over }, edit, count).allowed).toBe(ok);
  });

  it('dates in order: the cut-off no later than the ETD, the ETD before the ETA', () => {
    expect(datesInOrder({ cutOffAt: NOW, etd: NOW, eta: LATER }).allowed).toBe(true);
    expect(datesInOrder({ cutOffAt: LATER, etd: NOW, eta: LATER }).allowed).toBe(false);
  });
});

describe('decideRemoval', () => {
  it.each<[DepartureState, string, boolean]>([
    ['loading', 'consolidated', true],
    ['departed', 'in_transit', false],
    ['loading', 'exception', false],
  ])('%s departure, %s package: %s', (state, status, ok) => {
    expect(decideRemoval(state, status).allowed).toBe(ok);
  });
});

describe('the travel event of a departure', () => {
  it('names the sailing and container, and where', () => {
    const sea = {
      mode: 'sea' as const,
      carrier: 'MSC',
      vesselOrFlight: 'MSC ABIDJAN',
      containerOrAwb: 'MSCU1234567',
    };
    expect(departureTravelEvent(sea, 'departed')).toEqual({
      location: 'United Kingdom',
      notes: 'MSC ABIDJAN (MSC), container MSCU1234567',
    });
    expect(departureTravelEvent({ ...sea, mode: 'air', containerOrAwb: null }, 'arrived')).toEqual({
      location: 'Accra',
      notes: 'MSC ABIDJAN (MSC)',
    });
  });
});

describe('buildManifest', () => {
  const line = (over: Partial<ManifestSource>): ManifestSource => ({
    trackingNumber: 'UKG0000000001',
    bookingCode: 'BK-A',
    senderName: 'Kofi',
    senderPhone: null,
    recipientName: 'Ama',
    recipientPhone: '+233241234567',
    recipientAddress: 'Accra',
    description: 'Clothes',
    qty: 1,
    weightKg: 1,
    declaredValuePence: 0,
    gbpToGhsRate: 15,
    category: 'PERSONAL_EFFECTS',
    hsCode: null,
    recipientIdNumber: null,
    ...over,
  });
  it('per line: weight and values times the quantity, GHS at the booking’s rate; totals over every line', () => {
    const m = buildManifest([
      line({ qty: 2, weightKg: 10.25, declaredValuePence: 5000 }),
      line({ bookingCode: 'BK-A', description: 'Shoes', qty: 1, weightKg: 3.1, declaredValuePence: 1999 }),
      line({
        bookingCode: 'BK-B',
        trackingNumber: 'UKG0000000002',
        qty: 3,
        weightKg: 0.33,
        declaredValuePence: 100,
        gbpToGhsRate: 16.5,
      }),
    ]);
    expect(m.lines.map((l) => [l.totalWeightKg, l.declaredPence, l.declaredPesewas])).toEqual([
      [20.5, 10000, 150000],
      [3.1, 1999, 29985],
      [0.99, 300, 4950],
    ]);
    expect(m.totals).toEqual({
      shipments: 2,
      lines: 3,
      quantity: 6,
      weightKg: 24.59,
      declaredPence: 12299,
      declaredPesewas: 184935,
    });
  });
});
