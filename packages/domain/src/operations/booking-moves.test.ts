import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-status.ts';
import { ROLES, type Role } from '../roles.ts';
import { SHIPMENT_STATUSES } from '../shipment/statuses.ts';
import { decideMove, type MoveRequest, type MoveVerdict } from './decide-move.ts';

/** Written out by hand from DESIGN §4 and spec 001 §4; every other pair is illegal. */
const EXPECTED: Record<string, { move: string; roles: Role[] }> = {
  'PENDING>CONFIRMED': { move: 'confirm', roles: ['ADMIN'] },
  'PENDING>REJECTED': { move: 'reject', roles: ['ADMIN'] },
  'PENDING>CANCELLED': { move: 'customer-cancel', roles: ['CUSTOMER'] },
  'CONFIRMED>CANCELLED': { move: 'admin-cancel', roles: ['ADMIN'] },
};

/** The shipment as it stands beside each booking status when nothing is wrong. */
const SHIPMENT_BESIDE: Record<string, string> = {
  PENDING: 'pending',
  CONFIRMED: 'pickup_assigned',
  REJECTED: 'pending',
  CANCELLED: 'confirmed',
};

const request = (from: string, to: string, role: Role, extra: Partial<MoveRequest> = {}): MoveRequest => ({
  actorRole: role,
  entity: 'booking',
  booking: { status: from },
  shipment: { status: SHIPMENT_BESIDE[from] },
  to,
  reason: 'Customer asked',
  ownsBooking: true,
  ...extra,
});

const summary = (verdict: MoveVerdict): string =>
  verdict.allowed ? `ok ${verdict.move}` : `${verdict.code}${verdict.correctable ? ' (correctable)' : ''}`;

describe('booking moves over every (from, to, role)', () => {
  it.each(BOOKING_STATUSES.map((from) => [from]))('from %s', (from) => {
    const actual: string[] = [];
    const wanted: string[] = [];
    for (const to of BOOKING_STATUSES) {
      for (const role of ROLES) {
        actual.push(`${to} ${role}: ${summary(decideMove(request(from, to, role)))}`);
        const row = EXPECTED[`${from}>${to}`];
        const correctable = role === 'ADMIN' ? ' (correctable)' : '';
        let want = `ILLEGAL_MOVE${correctable}`;
        if (from === to) want = 'NO_CHANGE';
        else if (row) want = row.roles.includes(role) ? `ok ${row.move}` : `FORBIDDEN_ROLE${correctable}`;
        wanted.push(`${to} ${role}: ${want}`);
      }
    }
    expect(actual).toEqual(wanted);
  });
});

describe('confirming', () => {
  it('moves the shipment to confirmed, or to pickup_assigned when a pickup agent is chosen', () => {
    expect(decideMove(request('PENDING', 'CONFIRMED', 'ADMIN'))).toEqual({
      allowed: true,
      entity: 'booking',
      move: 'confirm',
      from: 'PENDING',
      to: 'CONFIRMED',
      requires: [],
      eventCode: null,
      correction: false,
      shipmentTo: 'confirmed',
    });
    expect(decideMove(request('PENDING', 'CONFIRMED', 'ADMIN', { pickupAgentId: 'agent-p' }))).toMatchObject({
      allowed: true,
      shipmentTo: 'pickup_assigned',
    });
  });

  it('works before the booking has a shipment and reads lower-case statuses', () => {
    expect(decideMove(request('pending', 'confirmed', 'ADMIN', { shipment: null }))).toMatchObject({
      allowed: true,
      from: 'PENDING',
      to: 'CONFIRMED',
    });
  });
});

describe('rejecting and cancelling', () => {
  it.each([[null], [''], ['  ']])('reject needs a reason (%j)', (reason) => {
    expect(decideMove(request('PENDING', 'REJECTED', 'ADMIN', { reason }))).toEqual({
      allowed: false,
      code: 'REASON_REQUIRED',
      reason: 'Please give a reason',
      correctable: false,
    });
  });

  it('an admin cancel needs a reason; a customer cancel needs none', () => {
    expect(decideMove(request('CONFIRMED', 'CANCELLED', 'ADMIN', { reason: '' }))).toMatchObject({
      code: 'REASON_REQUIRED',
    });
    expect(decideMove(request('PENDING', 'CANCELLED', 'CUSTOMER', { reason: null }))).toMatchObject({
      allowed: true,
      move: 'customer-cancel',
      requires: [],
      shipmentTo: null,
    });
  });

  it('a customer cancels only their own booking', () => {
    for (const ownsBooking of [false, undefined]) {
      expect(decideMove(request('PENDING', 'CANCELLED', 'CUSTOMER', { ownsBooking }))).toEqual({
        allowed: false,
        code: 'NOT_YOURS',
        reason: 'This booking is not yours',
        correctable: false,
      });
    }
  });

  it('a customer cannot cancel once the booking is confirmed', () => {
    expect(decideMove(request('CONFIRMED', 'CANCELLED', 'CUSTOMER'))).toEqual({
      allowed: false,
      code: 'FORBIDDEN_ROLE',
      reason: 'Only admins can cancel a confirmed booking',
      correctable: false,
    });
  });

  /** Still with the sender: no shipment yet, pending, confirmed, pickup_assigned. */
  const BEFORE_PICKUP = ['pending', 'confirmed', 'pickup_assigned'];

  it('an admin cancels a confirmed booking until the goods are picked up', () => {
    expect(decideMove(request('CONFIRMED', 'CANCELLED', 'ADMIN', { shipment: null }))).toMatchObject({
      allowed: true,
      move: 'admin-cancel',
      requires: ['reason'],
    });
    for (const status of SHIPMENT_STATUSES) {
      const verdict = decideMove(request('CONFIRMED', 'CANCELLED', 'ADMIN', { shipment: { status } }));
      if (BEFORE_PICKUP.includes(status)) {
        expect(verdict, status).toMatchObject({ allowed: true, move: 'admin-cancel' });
      } else {
        expect(verdict, status).toEqual({
          allowed: false,
          code: 'ALREADY_PICKED_UP',
          reason: 'This booking can no longer be cancelled: the goods have been picked up',
          correctable: true,
        });
      }
    }
  });
});

describe('booking corrections', () => {
  it('an admin may reopen any booking status to any other, with a reason', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (from === to) continue;
        expect(decideMove(request(from, to, 'ADMIN', { correction: true })), `${from} → ${to}`).toEqual({
          allowed: true,
          entity: 'booking',
          move: 'correction',
          from,
          to,
          requires: ['reason'],
          eventCode: null,
          correction: true,
          shipmentTo: null,
        });
        expect(decideMove(request(from, to, 'ADMIN', { correction: true, reason: ' ' }))).toMatchObject({
          code: 'REASON_REQUIRED',
        });
        expect(decideMove(request(from, to, 'CUSTOMER', { correction: true }))).toMatchObject({
          code: 'FORBIDDEN_ROLE',
        });
      }
    }
  });

  it('refuses an unknown booking status', () => {
    expect(decideMove(request('ON_HOLD', 'CONFIRMED', 'ADMIN'))).toMatchObject({
      code: 'UNKNOWN_STATUS',
      reason: 'Unknown status: ON_HOLD',
    });
    expect(decideMove(request('PENDING', 'booked', 'ADMIN'))).toMatchObject({ code: 'UNKNOWN_STATUS' });
  });
});
