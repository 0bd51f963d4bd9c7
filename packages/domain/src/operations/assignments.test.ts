import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import {
  ASSIGNMENT_IMPLIES,
  ASSIGNMENT_KINDS,
  ASSIGNMENT_STATUSES,
  type AssignmentKind,
  type AssignmentStepRequest,
  decideAssign,
  decideAssignmentStep,
  isJobOverdue,
} from './assignments.ts';

/** Where the goods stand when each step of each kind of job is taken, in the normal run of things. */
const SHIPMENT_AT: Record<AssignmentKind, Record<string, string>> = {
  PICKUP: { ASSIGNED: 'pickup_assigned', IN_PROGRESS: 'pickup_assigned', COMPLETED: 'picked_up' },
  DELIVERY: { ASSIGNED: 'at_ghana_warehouse', IN_PROGRESS: 'out_for_delivery', COMPLETED: 'delivered' },
};

const step = (
  kind: AssignmentKind,
  from: string,
  to: string,
  role: Role,
  extra: Partial<AssignmentStepRequest> = {},
): AssignmentStepRequest => ({
  actorRole: role,
  kind,
  from,
  to,
  isAssignedAgent: true,
  agentId: 'agent-1',
  booking: { status: 'CONFIRMED' },
  shipment: { status: SHIPMENT_AT[kind][from] },
  hasProof: true,
  ...extra,
});

describe('assignment steps over every (kind, from, to, role)', () => {
  /** By hand: ASSIGNED → IN_PROGRESS → COMPLETED, by the job's own kind of agent or an admin. */
  const LEGAL = new Set(['ASSIGNED>IN_PROGRESS', 'IN_PROGRESS>COMPLETED']);
  const DOERS: Record<AssignmentKind, Role[]> = {
    PICKUP: ['PICKUP', 'ADMIN'],
    DELIVERY: ['DELIVERY', 'ADMIN'],
  };

  it.each(ASSIGNMENT_KINDS.map((kind) => [kind]))('%s jobs', (kind) => {
    const actual: string[] = [];
    const wanted: string[] = [];
    for (const from of ASSIGNMENT_STATUSES) {
      for (const to of ASSIGNMENT_STATUSES) {
        for (const role of ROLES) {
          const verdict = decideAssignmentStep(step(kind, from, to, role));
          actual.push(`${from}>${to} ${role}: ${verdict.allowed ? `ok ${verdict.step}` : verdict.code}`);
          let want = from === to ? 'NO_CHANGE' : 'ILLEGAL_MOVE';
          if (!DOERS[kind].includes(role)) want = 'FORBIDDEN_ROLE';
          else if (LEGAL.has(`${from}>${to}`)) want = `ok ${to === 'IN_PROGRESS' ? 'start' : 'complete'}`;
          wanted.push(`${from}>${to} ${role}: ${want}`);
        }
      }
    }
    expect(actual).toEqual(wanted);
  });
});

describe('what each step does to the goods', () => {
  it('pickup start moves nothing; pickup complete ⇒ picked_up; delivery start ⇒ out_for_delivery; complete ⇒ delivered', () => {
    expect(ASSIGNMENT_IMPLIES).toEqual({
      PICKUP: { start: null, complete: 'picked_up' },
      DELIVERY: { start: 'out_for_delivery', complete: 'delivered' },
    });
  });

  it('starting a pickup leaves the shipment where it is', () => {
    expect(decideAssignmentStep(step('PICKUP', 'ASSIGNED', 'IN_PROGRESS', 'PICKUP'))).toEqual({
      allowed: true,
      step: 'start',
      from: 'ASSIGNED',
      to: 'IN_PROGRESS',
      shipmentMove: null,
    });
  });

  it('completing a pickup picks the goods up', () => {
    const verdict = decideAssignmentStep(step('PICKUP', 'IN_PROGRESS', 'COMPLETED', 'PICKUP'));
    expect(verdict).toMatchObject({
      allowed: true,
      step: 'complete',
      shipmentMove: { allowed: true, move: 'complete-pickup', from: 'pickup_assigned', to: 'picked_up' },
    });
  });

  it('starting a delivery sends the goods out with the job’s agent as delivery agent', () => {
    const verdict = decideAssignmentStep(step('DELIVERY', 'ASSIGNED', 'IN_PROGRESS', 'DELIVERY'));
    expect(verdict).toMatchObject({
      allowed: true,
      step: 'start',
      shipmentMove: { move: 'out-for-delivery', to: 'out_for_delivery', requires: ['deliveryAgent'] },
    });
  });

  it('completing a delivery needs proof', () => {
    expect(
      decideAssignmentStep(step('DELIVERY', 'IN_PROGRESS', 'COMPLETED', 'DELIVERY', { hasProof: false })),
    ).toEqual({
      allowed: false,
      code: 'PROOF_REQUIRED',
      reason: 'Please capture or upload proof',
      correctable: false,
    });
    expect(decideAssignmentStep(step('DELIVERY', 'IN_PROGRESS', 'COMPLETED', 'DELIVERY'))).toMatchObject({
      allowed: true,
      shipmentMove: { move: 'deliver', to: 'delivered', requires: ['proof'] },
    });
  });

  it('does not move goods that are already there (an admin moved them first)', () => {
    const request = step('DELIVERY', 'ASSIGNED', 'IN_PROGRESS', 'DELIVERY', {
      shipment: { status: 'OUT_FOR_DELIVERY' },
    });
    expect(decideAssignmentStep(request)).toMatchObject({ allowed: true, shipmentMove: null });
  });

  it('refuses a step the goods cannot take (a delivery started before the parcel reached Ghana)', () => {
    const request = step('DELIVERY', 'ASSIGNED', 'IN_PROGRESS', 'DELIVERY', {
      shipment: { status: 'in_transit' },
    });
    expect(decideAssignmentStep(request)).toMatchObject({ allowed: false, code: 'ILLEGAL_MOVE' });
  });
});

describe('whose job it is', () => {
  it('an agent moves only their own job; an admin any', () => {
    expect(
      decideAssignmentStep(step('PICKUP', 'ASSIGNED', 'IN_PROGRESS', 'PICKUP', { isAssignedAgent: false })),
    ).toEqual({
      allowed: false,
      code: 'NOT_YOURS',
      reason: 'This job is not assigned to you',
      correctable: false,
    });
    expect(
      decideAssignmentStep(step('PICKUP', 'ASSIGNED', 'IN_PROGRESS', 'ADMIN', { isAssignedAgent: false })),
    ).toMatchObject({ allowed: true });
  });

  it('says who may update the job', () => {
    expect(decideAssignmentStep(step('DELIVERY', 'ASSIGNED', 'IN_PROGRESS', 'WAREHOUSE'))).toMatchObject({
      code: 'FORBIDDEN_ROLE',
      reason: 'Only delivery agents or admins can update this job',
    });
  });

  it.each([
    ['CANCELLED', 'BOOKING_CLOSED'],
    ['REJECTED', 'BOOKING_CLOSED'],
    ['PENDING', 'BOOKING_NOT_CONFIRMED'],
  ])('no job moves on a %s booking', (booking, code) => {
    const request = step('PICKUP', 'ASSIGNED', 'IN_PROGRESS', 'PICKUP', { booking: { status: booking } });
    expect(decideAssignmentStep(request)).toMatchObject({ allowed: false, code });
  });
});

describe('decideAssign: giving a job to an agent', () => {
  it.each([
    // kind, role, booking, shipment, expected
    ['PICKUP', 'ADMIN', 'CONFIRMED', 'confirmed', 'ok pickup_assigned'],
    ['PICKUP', 'ADMIN', 'CONFIRMED', 'pickup_assigned', 'ok -'],
    ['PICKUP', 'ADMIN', 'CONFIRMED', 'picked_up', 'ILLEGAL_MOVE'],
    ['PICKUP', 'WAREHOUSE', 'CONFIRMED', 'confirmed', 'FORBIDDEN_ROLE'],
    ['PICKUP', 'PICKUP', 'CONFIRMED', 'confirmed', 'FORBIDDEN_ROLE'],
    ['PICKUP', 'ADMIN', 'PENDING', 'pending', 'BOOKING_NOT_CONFIRMED'],
    ['PICKUP', 'ADMIN', 'CANCELLED', 'confirmed', 'BOOKING_CLOSED'],
    ['DELIVERY', 'WAREHOUSE', 'CONFIRMED', 'at_ghana_warehouse', 'ok -'],
    ['DELIVERY', 'WAREHOUSE', 'CONFIRMED', 'AT_GH_WAREHOUSE', 'ok -'],
    ['DELIVERY', 'ADMIN', 'CONFIRMED', 'arrived_ghana', 'ok -'],
    ['DELIVERY', 'ADMIN', 'CONFIRMED', 'in_transit', 'ILLEGAL_MOVE'],
    ['DELIVERY', 'ADMIN', 'CONFIRMED', 'out_for_delivery', 'ILLEGAL_MOVE'],
    ['DELIVERY', 'DELIVERY', 'CONFIRMED', 'at_ghana_warehouse', 'FORBIDDEN_ROLE'],
    ['DELIVERY', 'CUSTOMER', 'CONFIRMED', 'at_ghana_warehouse', 'FORBIDDEN_ROLE'],
    ['DELIVERY', 'ADMIN', 'REJECTED', 'pending', 'BOOKING_CLOSED'],
  ] as const)('%s job by %s, booking %s, shipment %s → %s', (kind, role, booking, shipment, expected) => {
    const verdict = decideAssign({
      actorRole: role,
      kind,
      booking: { status: booking },
      shipment: { status: shipment },
    });
    expect(verdict.allowed ? `ok ${verdict.shipmentTo ?? '-'}` : verdict.code).toBe(expected);
  });

  it('names who may assign', () => {
    const verdict = decideAssign({
      actorRole: 'DELIVERY',
      kind: 'DELIVERY',
      booking: { status: 'CONFIRMED' },
      shipment: { status: 'at_ghana_warehouse' },
    });
    expect(verdict).toMatchObject({ reason: 'Only warehouse agents or admins can assign a delivery agent' });
  });
});

describe('overdue jobs', () => {
  const now = new Date('2026-12-02T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);

  it('an open job whose window ended before now is overdue; a done one never is', () => {
    const window = { windowStart: daysAgo(3), windowEnd: new Date(daysAgo(3).getTime() + 4 * 3600_000) };
    expect(isJobOverdue({ status: 'ASSIGNED', ...window }, now)).toBe(true);
    expect(isJobOverdue({ status: 'IN_PROGRESS', ...window }, now)).toBe(true);
    expect(isJobOverdue({ status: 'COMPLETED', ...window }, now)).toBe(false);
  });

  it('a window still running or ahead is not overdue; without an end the start counts; no window, never', () => {
    expect(
      isJobOverdue({ status: 'ASSIGNED', windowStart: daysAgo(0.1), windowEnd: daysAgo(-0.1) }, now),
    ).toBe(false);
    expect(isJobOverdue({ status: 'ASSIGNED', windowStart: daysAgo(2), windowEnd: null }, now)).toBe(true);
    expect(isJobOverdue({ status: 'ASSIGNED', windowStart: null, windowEnd: null }, now)).toBe(false);
  });
});
