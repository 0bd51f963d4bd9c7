import { describe, expect, it } from 'vitest';
import type { TravelHistoryEntry } from './travel-history.ts';
import { buildTimeline, type TimelineItem, TRAVEL_STAGES, travelStageOf } from './travel-stages.ts';

const CREATED = '2025-03-01T08:00:00.000Z';
const at = (day: number, hour = 9) =>
  `2025-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** The timeline as `key:state` pairs, the shape most rows below are checked in. */
const shape = (items: TimelineItem[]) => items.map((i) => `${i.key}:${i.state}`);

describe('TRAVEL_STAGES (spec 000 §4)', () => {
  it('lists the nine stages in order with their display labels', () => {
    expect(TRAVEL_STAGES.map((s) => [s.key, s.label])).toEqual([
      ['booked', 'Booked'],
      ['confirmed', 'Confirmed and Assigned'],
      ['picked_up', 'Picked Up'],
      ['at_warehouse', 'UK Warehouse'],
      ['in_transit', 'In Transit'],
      ['arrived_ghana', 'Arrived in Ghana'],
      ['at_ghana_warehouse', 'Ghana Warehouse'],
      ['out_for_delivery', 'Out for Delivery'],
      ['delivered', 'Delivered'],
    ]);
  });
});

describe('travelStageOf', () => {
  it.each([
    ['booked', 'booked'],
    ['pending', 'booked'],
    ['PENDING', 'booked'],
    ['confirmed', 'confirmed'],
    ['pickup_assigned', 'confirmed'],
    ['at_uk_warehouse', 'at_warehouse'],
    ['consolidated', 'at_warehouse'],
    ['AT_GH_WAREHOUSE', 'at_ghana_warehouse'],
    ['delivered', 'delivered'],
    ['exception', null],
    ['cancelled', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(travelStageOf(raw)).toBe(expected);
  });
});

describe('buildTimeline: the current stage (spec 000 §4)', () => {
  it.each([
    ['booked', 0],
    ['pending', 0],
    ['PENDING', 0],
    ['CONFIRMED', 1],
    ['pickup_assigned', 1],
    ['picked_up', 2],
    ['at_uk_warehouse', 3],
    ['consolidated', 3],
    ['IN_TRANSIT', 4],
    ['arrived_ghana', 5],
    ['at_gh_warehouse', 6],
    ['out_for_delivery', 7],
    ['delivered', 8],
    // no stage matches and no history to place the goods: the first stage is current
    ['exception', 0],
    ['CANCELLED', 0],
    ['', 0],
    [null, 0],
  ])('status %j makes stage %i current, those before completed, those after upcoming', (status, current) => {
    const items = buildTimeline({ status, created_at: CREATED, history: [] });
    expect(items.map((i) => i.state)).toEqual(
      TRAVEL_STAGES.map((_, i) => (i < current ? 'completed' : i === current ? 'current' : 'upcoming')),
    );
  });

  it('an exception places the goods where the history last saw them', () => {
    const history = [
      { status: 'arrived_ghana', timestamp: at(10) },
      { status: 'in_transit', timestamp: at(5) },
      { status: 'exception', code: 'exception', timestamp: at(11) },
    ];
    const items = buildTimeline({ status: 'exception', created_at: CREATED, history });
    expect(shape(items).slice(4, 8)).toEqual([
      'in_transit:completed',
      'arrived_ghana:current',
      'exception:exception',
      'at_ghana_warehouse:upcoming',
    ]);
  });
});

describe('buildTimeline: times and details', () => {
  it('with an empty history (fetch failed) every reached stage takes the booking creation time', () => {
    const items = buildTimeline({ status: 'picked_up', created_at: CREATED, history: [] });
    expect(items.map((i) => [i.key, i.state, i.timestamp])).toEqual([
      ['booked', 'completed', CREATED],
      ['confirmed', 'completed', CREATED],
      ['picked_up', 'current', CREATED],
      ['at_warehouse', 'upcoming', null],
      ['in_transit', 'upcoming', null],
      ['arrived_ghana', 'upcoming', null],
      ['at_ghana_warehouse', 'upcoming', null],
      ['out_for_delivery', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
    expect(items[0]).toEqual({
      key: 'booked',
      label: 'Booked',
      state: 'completed',
      timestamp: CREATED,
      location: null,
      notes: null,
      agent_name: null,
      photo_url: null,
      signature_url: null,
      proof_location: null,
    });
  });

  it('also builds from the booking when the history is missing altogether', () => {
    expect(shape(buildTimeline({ status: 'confirmed', created_at: CREATED }))).toEqual(
      shape(buildTimeline({ status: 'confirmed', created_at: CREATED, history: [] })),
    );
  });

  it('takes time and details from the matching history entry, reading older field names', () => {
    const history: TravelHistoryEntry[] = [
      { status: 'booked', created_at: at(1) },
      { status: 'CONFIRMED', timestamp: at(2), agent: { first_name: 'Ama' } },
      {
        status: 'delivered',
        timestamp: at(20),
        location: 'Kumasi',
        notes: 'Left with neighbour',
        agent_name: 'Kojo',
        photo_url: '/p.jpg',
        signature_url: '/s.png',
      },
    ];
    const items = buildTimeline({ status: 'delivered', created_at: CREATED, history });
    expect(items[0].timestamp).toBe(at(1));
    expect(items[1]).toMatchObject({ timestamp: at(2), agent_name: 'Ama' });
    // picked_up has no entry: it falls back to the booking creation time
    expect(items[2]).toMatchObject({
      key: 'picked_up',
      state: 'completed',
      timestamp: CREATED,
      location: null,
    });
    expect(items[8]).toEqual({
      key: 'delivered',
      label: 'Delivered',
      state: 'current',
      timestamp: at(20),
      location: 'Kumasi',
      notes: 'Left with neighbour',
      agent_name: 'Kojo',
      photo_url: '/p.jpg',
      signature_url: '/s.png',
      proof_location: null,
    });
  });

  it('reads synonyms in the history and takes the latest entry of a stage', () => {
    const history = [
      { status: 'AT_UK_WAREHOUSE', timestamp: at(3), location: 'Croydon' },
      { status: 'at_warehouse', timestamp: at(4), location: 'Heathrow' },
    ];
    const items = buildTimeline({ status: 'at_warehouse', created_at: CREATED, history });
    expect(items[3]).toMatchObject({
      key: 'at_warehouse',
      state: 'current',
      timestamp: at(4),
      location: 'Heathrow',
    });
  });

  it('an assigned pickup is recorded on the Confirmed and Assigned stage', () => {
    const history = [
      { status: 'confirmed', timestamp: at(2) },
      { status: 'pickup_assigned', timestamp: at(3), agent_name: 'Tom' },
    ];
    const items = buildTimeline({ status: 'pickup_assigned', created_at: CREATED, history });
    expect(items[1]).toMatchObject({
      label: 'Confirmed and Assigned',
      state: 'current',
      timestamp: at(3),
      agent_name: 'Tom',
    });
  });

  it('upcoming stages carry nothing, even when an old event exists for them', () => {
    const history = [{ status: 'in_transit', timestamp: at(5), location: 'Sea' }];
    const items = buildTimeline({ status: 'at_warehouse', created_at: CREATED, history });
    expect(items[4]).toMatchObject({ key: 'in_transit', state: 'upcoming', timestamp: null, location: null });
  });
});

describe('buildTimeline: special events (spec 000 §4)', () => {
  const history: TravelHistoryEntry[] = [
    { status: 'booked', timestamp: at(1) },
    { status: 'confirmed', timestamp: at(2) },
    { status: 'picked_up', timestamp: at(3) },
    { status: 'at_warehouse', timestamp: at(4) },
    { status: 'consolidated', code: 'consolidated', timestamp: at(6), location: 'Tilbury' },
    { status: 'in_transit', timestamp: at(7) },
    { status: 'in_transit', code: 'exception', timestamp: at(8), notes: 'Customs hold' },
  ];

  it('inserts exception and consolidated entries and sorts the list by time', () => {
    const items = buildTimeline({ status: 'in_transit', created_at: CREATED, history });
    expect(shape(items)).toEqual([
      'booked:completed',
      'confirmed:completed',
      'picked_up:completed',
      'at_warehouse:completed',
      'consolidated:consolidated',
      'in_transit:current',
      'exception:exception',
      'arrived_ghana:upcoming',
      'at_ghana_warehouse:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    const timed = items.filter((i) => i.timestamp !== null).map((i) => Date.parse(i.timestamp!));
    expect(timed).toEqual([...timed].sort((a, b) => a - b));
    expect(items[4]).toMatchObject({ label: 'Consolidated', timestamp: at(6), location: 'Tilbury' });
    expect(items[6]).toMatchObject({ label: 'Exception', timestamp: at(8), notes: 'Customs hold' });
  });

  it('an exception entry does not stand in for the stage it happened at', () => {
    const items = buildTimeline({ status: 'in_transit', created_at: CREATED, history });
    expect(items.find((i) => i.key === 'in_transit')).toMatchObject({ timestamp: at(7), notes: null });
  });

  it('a consolidated status keeps the goods on UK Warehouse, with the event beside it', () => {
    const items = buildTimeline({
      status: 'consolidated',
      created_at: CREATED,
      history: history.slice(0, 5),
    });
    expect(shape(items).slice(3, 6)).toEqual([
      'at_warehouse:current',
      'consolidated:consolidated',
      'in_transit:upcoming',
    ]);
  });

  it('keeps route order when stages were skipped and fell back to the creation time', () => {
    // The admin moved the parcel straight from confirmed to in transit (no order is enforced).
    const skipped = [
      { status: 'confirmed', timestamp: at(2) },
      { status: 'in_transit', timestamp: at(7) },
      { code: 'exception', status: 'exception', timestamp: at(5) },
    ];
    const items = buildTimeline({ status: 'in_transit', created_at: CREATED, history: skipped });
    expect(shape(items).slice(0, 6)).toEqual([
      'booked:completed',
      'confirmed:completed',
      'picked_up:completed',
      'at_warehouse:completed',
      'exception:exception',
      'in_transit:current',
    ]);
  });

  it('an event without a time goes after everything timed and before the upcoming stages', () => {
    const items = buildTimeline({
      status: 'picked_up',
      created_at: CREATED,
      history: [{ code: 'exception' }],
    });
    expect(shape(items).slice(2, 5)).toEqual([
      'picked_up:current',
      'exception:exception',
      'at_warehouse:upcoming',
    ]);
  });

  it('entries that are neither a stage nor a special event are left out', () => {
    const items = buildTimeline({
      status: 'pending',
      created_at: CREATED,
      history: [{ status: 'cancelled', timestamp: at(2) }],
    });
    expect(items).toHaveLength(TRAVEL_STAGES.length);
  });
});
