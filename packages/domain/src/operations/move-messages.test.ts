import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES, MOVE_REFUSAL_CODES, moveRefusalHttpStatus } from './move-messages.ts';

describe('moveRefusalHttpStatus (DESIGN §5)', () => {
  it('maps every refusal code', () => {
    const mapped = Object.fromEntries(MOVE_REFUSAL_CODES.map((code) => [code, moveRefusalHttpStatus(code)]));
    expect(mapped).toEqual({
      UNKNOWN_STATUS: 400,
      NO_CHANGE: 409,
      NO_SHIPMENT: 409,
      BOOKING_NOT_CONFIRMED: 409,
      BOOKING_CLOSED: 409,
      ILLEGAL_MOVE: 409,
      FORBIDDEN_ROLE: 403,
      NOT_YOURS: 404,
      ALREADY_PICKED_UP: 409,
      REASON_REQUIRED: 400,
      PICKUP_AGENT_REQUIRED: 400,
      DELIVERY_AGENT_REQUIRED: 400,
      PROOF_REQUIRED: 400,
    });
  });
});

describe('the spec’s own texts (spec 001 §5)', () => {
  it('are word for word', () => {
    expect(MOVE_MESSAGES.deliveryAgentRequired).toBe(
      'Please select a delivery agent for out for delivery status',
    );
    expect(MOVE_MESSAGES.proofRequired).toBe('Please capture or upload proof');
  });
});
