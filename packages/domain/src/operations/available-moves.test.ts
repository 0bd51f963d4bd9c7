import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-status.ts';
import { ROLES, type Role } from '../roles.ts';
import { SHIPMENT_STATUSES } from '../shipment/statuses.ts';
import { type AvailableMovesRequest, availableMoves, decideMove } from './decide-move.ts';

const state = (
  role: Role,
  booking: string,
  shipment: string | null,
  extra: Partial<AvailableMovesRequest> = {},
): AvailableMovesRequest => ({
  actorRole: role,
  booking: { status: booking },
  shipment: shipment === null ? null : { status: shipment },
  ownsBooking: true,
  ...extra,
});

const buttons = (request: AvailableMovesRequest) =>
  availableMoves(request).map(
    ({ entity, move, to, requires }) => `${entity} ${move} → ${to} [${requires.join(',')}]`,
  );

describe('availableMoves: the buttons a role sees', () => {
  it.each([
    ['ADMIN', 'PENDING', 'pending', ['booking confirm → CONFIRMED []', 'booking reject → REJECTED [reason]']],
    ['CUSTOMER', 'PENDING', 'pending', ['booking customer-cancel → CANCELLED []']],
    ['CUSTOMER', 'CONFIRMED', 'confirmed', []],
    ['PICKUP', 'PENDING', 'pending', []],
    [
      'ADMIN',
      'CONFIRMED',
      'confirmed',
      [
        'booking admin-cancel → CANCELLED [reason]',
        'shipment assign-pickup → pickup_assigned [pickupAgent]',
        'shipment complete-pickup → picked_up []',
      ],
    ],
    ['PICKUP', 'CONFIRMED', 'pickup_assigned', ['shipment complete-pickup → picked_up []']],
    ['PICKUP', 'CONFIRMED', 'picked_up', ['shipment report-exception → exception [reason]']],
    [
      'WAREHOUSE',
      'CONFIRMED',
      'at_uk_warehouse',
      [
        'shipment consolidate → consolidated []',
        'shipment depart → in_transit []',
        'shipment report-exception → exception [reason]',
      ],
    ],
    ['WAREHOUSE', 'CONFIRMED', 'in_transit', ['shipment arrive-ghana → arrived_ghana []']],
    [
      'ADMIN',
      'CONFIRMED',
      'in_transit',
      ['shipment arrive-ghana → arrived_ghana []', 'shipment report-exception → exception [reason]'],
    ],
    [
      'DELIVERY',
      'CONFIRMED',
      'at_ghana_warehouse',
      ['shipment out-for-delivery → out_for_delivery [deliveryAgent]'],
    ],
    [
      'DELIVERY',
      'CONFIRMED',
      'out_for_delivery',
      [
        'shipment deliver → delivered [proof]',
        'shipment return-to-warehouse → at_ghana_warehouse [reason]',
        'shipment report-exception → exception [reason]',
      ],
    ],
    ['ADMIN', 'CONFIRMED', 'delivered', []],
    ['ADMIN', 'CANCELLED', 'confirmed', []],
    ['ADMIN', 'REJECTED', 'pending', []],
  ] as const)('%s, booking %s, shipment %s', (role, booking, shipment, expected) => {
    expect(buttons(state(role, booking, shipment))).toEqual(expected);
  });

  it('shows the cancel button only to the customer who owns the booking', () => {
    expect(buttons(state('CUSTOMER', 'PENDING', null, { ownsBooking: false }))).toEqual([]);
  });

  it('lists the ways out of an exception from the status before it', () => {
    const request = state('DELIVERY', 'CONFIRMED', null, {
      shipment: { status: 'exception', statusBeforeException: 'out_for_delivery' },
    });
    expect(buttons(request)).toEqual([
      'shipment resolve-exception → out_for_delivery [deliveryAgent]',
      'shipment resolve-exception → delivered [proof]',
      'shipment resolve-exception → at_ghana_warehouse []',
    ]);
  });

  it('lists exactly the moves decideMove allows once their prompts are filled in, for every state and role', () => {
    const befores = [null, 'picked_up', 'in_transit', 'out_for_delivery'];
    for (const role of ROLES) {
      for (const booking of BOOKING_STATUSES) {
        for (const shipment of [null, ...SHIPMENT_STATUSES]) {
          for (const before of shipment === 'exception' ? befores : [null]) {
            const request = state(role, booking, null, {
              shipment: shipment === null ? null : { status: shipment, statusBeforeException: before },
            });
            const listed = availableMoves(request).map((move) => `${move.entity} ${move.to}`);
            const allowed: string[] = [];
            for (const [entity, targets] of [
              ['booking', BOOKING_STATUSES],
              ['shipment', shipment === null ? [] : SHIPMENT_STATUSES],
            ] as const) {
              for (const to of targets) {
                const verdict = decideMove({
                  ...request,
                  entity,
                  to,
                  reason: 'r',
                  pickupAgentId: 'p',
                  deliveryAgentId: 'd',
                  hasProof: true,
                });
                if (verdict.allowed) allowed.push(`${entity} ${to}`);
              }
            }
            expect(listed.sort(), `${role} ${booking} ${shipment} ${before}`).toEqual(allowed.sort());
          }
        }
      }
    }
  });
});
