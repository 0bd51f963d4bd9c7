import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { normalizeShipmentStatus, SHIPMENT_STATUSES } from '../shipment/statuses.ts';
import { decideMove, type MoveRequest, type MoveVerdict } from './decide-move.ts';

/**
 * The expected shipment table, written out by hand from DESIGN §4 and issue 8 rather than read from
 * shipment-moves.ts: "from > to move: roles that may make it". Every other (from, to) pair is illegal.
 */
const parse = (text: string): Map<string, { move: string; roles: Role[] }> =>
  new Map(
    text
      .trim()
      .split('\n')
      .map((line) => {
        const [left, right] = line.split(':');
        const [from, , to, move] = left.trim().split(/\s+/);
        return [`${from}>${to}`, { move, roles: right.trim().split(/\s+/) as Role[] }];
      }),
  );

const ROUTE_TABLE = `
confirmed > pickup_assigned assign-pickup: ADMIN
confirmed > picked_up complete-pickup: PICKUP ADMIN
pickup_assigned > picked_up complete-pickup: PICKUP ADMIN
picked_up > at_warehouse receive-uk: WAREHOUSE ADMIN
at_warehouse > consolidated consolidate: WAREHOUSE ADMIN
at_warehouse > in_transit depart: WAREHOUSE ADMIN
consolidated > in_transit depart: WAREHOUSE ADMIN
in_transit > arrived_ghana arrive-ghana: WAREHOUSE ADMIN
arrived_ghana > at_ghana_warehouse receive-ghana: WAREHOUSE ADMIN
at_ghana_warehouse > out_for_delivery out-for-delivery: DELIVERY ADMIN
out_for_delivery > delivered deliver: DELIVERY ADMIN
out_for_delivery > at_ghana_warehouse return-to-warehouse: DELIVERY WAREHOUSE ADMIN
picked_up > exception report-exception: PICKUP ADMIN
at_warehouse > exception report-exception: WAREHOUSE ADMIN
consolidated > exception report-exception: WAREHOUSE ADMIN
in_transit > exception report-exception: ADMIN
arrived_ghana > exception report-exception: WAREHOUSE ADMIN
at_ghana_warehouse > exception report-exception: WAREHOUSE ADMIN
out_for_delivery > exception report-exception: DELIVERY ADMIN
`;

/** Ways out of an exception, by the status the goods had before it. */
const EXCEPTION_EXITS: Record<string, string> = {
  picked_up: `
exception > picked_up resolve-exception: PICKUP ADMIN
exception > at_warehouse resolve-exception: WAREHOUSE ADMIN
`,
  at_warehouse: `
exception > at_warehouse resolve-exception: WAREHOUSE ADMIN
exception > consolidated resolve-exception: WAREHOUSE ADMIN
exception > in_transit resolve-exception: WAREHOUSE ADMIN
`,
  in_transit: `
exception > in_transit resolve-exception: ADMIN
exception > arrived_ghana resolve-exception: WAREHOUSE ADMIN
`,
  arrived_ghana: `
exception > arrived_ghana resolve-exception: WAREHOUSE ADMIN
exception > at_ghana_warehouse resolve-exception: WAREHOUSE ADMIN
`,
  out_for_delivery: `
exception > out_for_delivery resolve-exception: DELIVERY ADMIN
exception > delivered resolve-exception: DELIVERY ADMIN
exception > at_ghana_warehouse resolve-exception: DELIVERY WAREHOUSE ADMIN
`,
  // Nobody recorded where the goods were: only an admin can say, and puts them back on any moving state.
  unknown: `
exception > picked_up resolve-exception: ADMIN
exception > at_warehouse resolve-exception: ADMIN
exception > consolidated resolve-exception: ADMIN
exception > in_transit resolve-exception: ADMIN
exception > arrived_ghana resolve-exception: ADMIN
exception > at_ghana_warehouse resolve-exception: ADMIN
exception > out_for_delivery resolve-exception: ADMIN
`,
};

/** Every requirement given, so the verdict turns on state and role alone. */
const request = (from: string, to: string, role: Role, extra: Partial<MoveRequest> = {}): MoveRequest => ({
  actorRole: role,
  entity: 'shipment',
  booking: { status: 'CONFIRMED' },
  shipment: { status: from },
  to,
  reason: 'Box crushed',
  pickupAgentId: 'agent-p',
  deliveryAgentId: 'agent-d',
  hasProof: true,
  ...extra,
});

const summary = (verdict: MoveVerdict): string =>
  verdict.allowed ? `ok ${verdict.move}` : `${verdict.code}${verdict.correctable ? ' (correctable)' : ''}`;

/** The expected summary of one (from, to, role) in a table. */
const expected = (
  table: Map<string, { move: string; roles: Role[] }>,
  from: string,
  to: string,
  role: Role,
) => {
  if (from === to) return 'NO_CHANGE';
  const row = table.get(`${from}>${to}`);
  const correctable = role === 'ADMIN' ? ' (correctable)' : '';
  if (!row) return `ILLEGAL_MOVE${correctable}`;
  return row.roles.includes(role) ? `ok ${row.move}` : `FORBIDDEN_ROLE${correctable}`;
};

describe('shipment moves over every (from, to, role), booking confirmed', () => {
  const table = parse(ROUTE_TABLE);
  const beforeException = 'at_warehouse';
  const withExits = new Map([...table, ...parse(EXCEPTION_EXITS[beforeException])]);

  it.each(SHIPMENT_STATUSES.map((from) => [from]))('from %s', (from) => {
    const actual: string[] = [];
    const wanted: string[] = [];
    for (const to of SHIPMENT_STATUSES) {
      for (const role of ROLES) {
        const shipment = { status: from, statusBeforeException: beforeException };
        actual.push(`${to} ${role}: ${summary(decideMove(request(from, to, role, { shipment })))}`);
        wanted.push(`${to} ${role}: ${expected(withExits, from, to, role)}`);
      }
    }
    expect(actual).toEqual(wanted);
  });

  it('covers 12 statuses × 12 × 5 roles', () => {
    expect(SHIPMENT_STATUSES.length * SHIPMENT_STATUSES.length * ROLES.length).toBe(720);
  });
});

describe('ways out of exception, by the status before it', () => {
  it.each(Object.keys(EXCEPTION_EXITS).map((before) => [before]))('before %s', (before) => {
    const table = parse(EXCEPTION_EXITS[before]);
    const shipment = { status: 'exception', statusBeforeException: before === 'unknown' ? null : before };
    const actual: string[] = [];
    const wanted: string[] = [];
    for (const to of SHIPMENT_STATUSES) {
      for (const role of ROLES) {
        actual.push(`${to} ${role}: ${summary(decideMove(request('exception', to, role, { shipment })))}`);
        wanted.push(`${to} ${role}: ${expected(table, 'exception', to, role)}`);
      }
    }
    expect(actual).toEqual(wanted);
  });
});

describe('a shipment of a booking that is not confirmed never moves', () => {
  it.each([
    ['PENDING', 'BOOKING_NOT_CONFIRMED', 'This booking has not been confirmed yet'],
    ['REJECTED', 'BOOKING_CLOSED', 'This booking was rejected; its package cannot move'],
    ['CANCELLED', 'BOOKING_CLOSED', 'This booking was cancelled; its package cannot move'],
  ])('booking %s: every move, every role, corrections too → %s', (booking, code, message) => {
    for (const from of SHIPMENT_STATUSES) {
      for (const to of SHIPMENT_STATUSES) {
        if (from === to) continue;
        for (const role of ROLES) {
          for (const correction of [false, true]) {
            const verdict = decideMove(request(from, to, role, { booking: { status: booking }, correction }));
            const got = verdict.allowed ? 'allowed' : `${verdict.code}: ${verdict.reason}`;
            // A non-admin asking for a correction is refused for the role first.
            const want =
              correction && role !== 'ADMIN'
                ? 'FORBIDDEN_ROLE: Only admins can correct a status'
                : `${code}: ${message}`;
            expect(got, `${from} → ${to} by ${role}${correction ? ' (correction)' : ''}`).toBe(want);
          }
        }
      }
    }
  });

  it('refuses a shipment move when the booking has no shipment yet', () => {
    const verdict = decideMove({ ...request('pending', 'confirmed', 'ADMIN'), shipment: null });
    expect(verdict).toMatchObject({ allowed: false, code: 'NO_SHIPMENT' });
  });
});

describe('what each move needs', () => {
  it.each([
    // from, to, role, field left out, code, message
    [
      'confirmed',
      'pickup_assigned',
      'ADMIN',
      'pickupAgentId',
      'PICKUP_AGENT_REQUIRED',
      'Please select a pickup agent',
    ],
    [
      'at_ghana_warehouse',
      'out_for_delivery',
      'DELIVERY',
      'deliveryAgentId',
      'DELIVERY_AGENT_REQUIRED',
      'Please select a delivery agent for out for delivery status',
    ],
    [
      'at_ghana_warehouse',
      'out_for_delivery',
      'ADMIN',
      'deliveryAgentId',
      'DELIVERY_AGENT_REQUIRED',
      'Please select a delivery agent for out for delivery status',
    ],
    [
      'out_for_delivery',
      'delivered',
      'DELIVERY',
      'hasProof',
      'PROOF_REQUIRED',
      'Please capture or upload proof',
    ],
    [
      'out_for_delivery',
      'delivered',
      'ADMIN',
      'hasProof',
      'PROOF_REQUIRED',
      'Please capture or upload proof',
    ],
    [
      'out_for_delivery',
      'at_ghana_warehouse',
      'DELIVERY',
      'reason',
      'REASON_REQUIRED',
      'Please give a reason',
    ],
    ['picked_up', 'exception', 'PICKUP', 'reason', 'REASON_REQUIRED', 'Please give a reason'],
    ['in_transit', 'exception', 'ADMIN', 'reason', 'REASON_REQUIRED', 'Please give a reason'],
    ['out_for_delivery', 'exception', 'DELIVERY', 'reason', 'REASON_REQUIRED', 'Please give a reason'],
  ] as const)('%s → %s by %s without %s: %s', (from, to, role, field, code, message) => {
    for (const missing of [undefined, null, '', '   ', false]) {
      if (field === 'hasProof' && typeof missing === 'string') continue;
      const verdict = decideMove(request(from, to, role, { [field]: missing }));
      expect(verdict).toEqual({ allowed: false, code, reason: message, correctable: false });
    }
  });

  it('resolving an exception still needs what the status needs', () => {
    const shipment = { status: 'exception', statusBeforeException: 'out_for_delivery' };
    expect(
      decideMove(request('exception', 'delivered', 'DELIVERY', { shipment, hasProof: false })),
    ).toMatchObject({
      code: 'PROOF_REQUIRED',
    });
    expect(
      decideMove(request('exception', 'out_for_delivery', 'DELIVERY', { shipment, deliveryAgentId: null })),
    ).toMatchObject({ code: 'DELIVERY_AGENT_REQUIRED' });
    // The exception's own reason was given when it was reported; resuming asks for none.
    expect(
      decideMove(request('exception', 'at_ghana_warehouse', 'WAREHOUSE', { shipment, reason: null })),
    ).toMatchObject({ allowed: true, move: 'resolve-exception', requires: [] });
  });

  it.each([
    ['confirmed', 'pickup_assigned', ['pickupAgent'], null],
    ['confirmed', 'picked_up', [], null],
    ['picked_up', 'at_warehouse', [], null],
    ['at_warehouse', 'consolidated', [], 'consolidated'],
    ['at_warehouse', 'in_transit', [], null],
    ['in_transit', 'arrived_ghana', [], null],
    ['at_ghana_warehouse', 'out_for_delivery', ['deliveryAgent'], null],
    ['out_for_delivery', 'delivered', ['proof'], null],
    ['out_for_delivery', 'at_ghana_warehouse', ['reason'], null],
    ['arrived_ghana', 'exception', ['reason'], 'exception'],
  ])('%s → %s by an admin requires %j, event code %j', (from, to, requires, eventCode) => {
    expect(decideMove(request(from, to, 'ADMIN'))).toEqual({
      allowed: true,
      entity: 'shipment',
      move: expect.any(String),
      from,
      to,
      requires,
      eventCode,
      correction: false,
      shipmentTo: null,
    });
  });

  it('a move that needs nothing is allowed with nothing given', () => {
    const bare: MoveRequest = {
      actorRole: 'WAREHOUSE',
      entity: 'shipment',
      booking: { status: 'CONFIRMED' },
      shipment: { status: 'picked_up' },
      to: 'at_warehouse',
    };
    expect(decideMove(bare)).toMatchObject({ allowed: true, move: 'receive-uk' });
  });
});

describe('an admin correction', () => {
  const correct = (
    from: string,
    to: string,
    role: Role,
    reason: string | null = 'Scanned the wrong parcel',
  ) =>
    decideMove(request(from, to, role, { correction: true, reason, hasProof: false, deliveryAgentId: null }));

  it('sets any status to any other, with a reason, recorded as a correction', () => {
    for (const from of SHIPMENT_STATUSES) {
      for (const to of SHIPMENT_STATUSES) {
        const verdict = correct(from, to, 'ADMIN');
        if (from === to) {
          expect(verdict).toMatchObject({ allowed: false, code: 'NO_CHANGE' });
          continue;
        }
        const eventCode = to === 'exception' || to === 'consolidated' ? to : null;
        expect(verdict, `${from} → ${to}`).toEqual({
          allowed: true,
          entity: 'shipment',
          move: 'correction',
          from,
          to,
          requires: ['reason'],
          eventCode,
          correction: true,
          shipmentTo: null,
        });
      }
    }
  });

  it.each([[null], [''], ['   ']])('needs a reason (%j)', (reason) => {
    expect(correct('delivered', 'out_for_delivery', 'ADMIN', reason)).toEqual({
      allowed: false,
      code: 'REASON_REQUIRED',
      reason: 'Please give a reason',
      correctable: false,
    });
  });

  it.each([['PICKUP'], ['WAREHOUSE'], ['DELIVERY'], ['CUSTOMER']] as const)(
    'is for admins only, not %s',
    (role) => {
      expect(correct('at_warehouse', 'picked_up', role)).toEqual({
        allowed: false,
        code: 'FORBIDDEN_ROLE',
        reason: 'Only admins can correct a status',
        correctable: false,
      });
    },
  );

  it('is offered (correctable) where an admin meets a move outside the table, never to an agent', () => {
    expect(decideMove(request('delivered', 'in_transit', 'ADMIN'))).toMatchObject({
      code: 'ILLEGAL_MOVE',
      reason: 'A package cannot go from Delivered to In Transit',
      correctable: true,
    });
    expect(decideMove(request('delivered', 'in_transit', 'WAREHOUSE'))).toMatchObject({
      code: 'ILLEGAL_MOVE',
      correctable: false,
    });
  });
});

describe('statuses in any spelling are normalised before they are judged', () => {
  it.each([
    ['at_uk_warehouse', 'at_warehouse'],
    ['AT_UK_WAREHOUSE', 'at_warehouse'],
    ['at_gh_warehouse', 'at_ghana_warehouse'],
    ['AT_GH_WAREHOUSE', 'at_ghana_warehouse'],
    ['booked', 'pending'],
    ['BOOKED', 'pending'],
    ...SHIPMENT_STATUSES.map((status) => [status.toUpperCase(), status]),
    ...SHIPMENT_STATUSES.map((status) => [` ${status} `, status]),
  ])('%j reads as %s', (raw, canonical) => {
    expect(normalizeShipmentStatus(raw)).toBe(canonical);
  });

  it.each([['lost'], ['at warehouse'], [''], [null], [42]])('%j is not a status', (raw) => {
    expect(normalizeShipmentStatus(raw)).toBeNull();
  });

  it('judges and answers in canonical statuses, whatever the spelling that came in', () => {
    expect(decideMove(request('AT_UK_WAREHOUSE', 'CONSOLIDATED', 'WAREHOUSE'))).toMatchObject({
      allowed: true,
      move: 'consolidate',
      from: 'at_warehouse',
      to: 'consolidated',
    });
    expect(decideMove(request('arrived_ghana', 'AT_GH_WAREHOUSE', 'WAREHOUSE'))).toMatchObject({
      allowed: true,
      to: 'at_ghana_warehouse',
    });
    expect(decideMove(request('at_gh_warehouse', 'at_ghana_warehouse', 'WAREHOUSE'))).toMatchObject({
      code: 'NO_CHANGE',
      reason: 'The package is already At Ghana Warehouse',
    });
  });

  it('refuses unknown statuses and roles with a clear message', () => {
    expect(decideMove(request('at_warehouse', 'lost', 'ADMIN'))).toEqual({
      allowed: false,
      code: 'UNKNOWN_STATUS',
      reason: 'Unknown status: lost',
      correctable: false,
    });
    expect(decideMove(request('somewhere', 'at_warehouse', 'ADMIN'))).toMatchObject({
      code: 'UNKNOWN_STATUS',
    });
    expect(decideMove(request('picked_up', 'at_warehouse', 'COURIER' as Role))).toMatchObject({
      code: 'FORBIDDEN_ROLE',
    });
  });
});

describe('refusal messages', () => {
  it.each([
    [
      'picked_up',
      'at_warehouse',
      'DELIVERY',
      'Only warehouse agents or admins can receive a package at the UK warehouse',
    ],
    [
      'in_transit',
      'arrived_ghana',
      'DELIVERY',
      "Only warehouse agents or admins can record a package's arrival in Ghana",
    ],
    [
      'out_for_delivery',
      'delivered',
      'CUSTOMER',
      'Only delivery agents or admins can mark a package as delivered',
    ],
    [
      'at_warehouse',
      'exception',
      'PICKUP',
      'Only warehouse agents or admins can report an exception at this stage',
    ],
  ] as const)('%s → %s by %s: %s', (from, to, role, message) => {
    expect(decideMove(request(from, to, role))).toEqual({
      allowed: false,
      code: 'FORBIDDEN_ROLE',
      reason: message,
      correctable: false,
    });
  });
});
