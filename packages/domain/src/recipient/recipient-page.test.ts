import { describe, expect, it } from 'vitest';
import { RECIPIENT_MESSAGES, recipientChangeRefusal } from './recipient-messages.ts';
import { alternateReceiverBodySchema, locationPinBodySchema } from './recipient-page.ts';

describe("the recipient's changes", () => {
  it('are open until the driver sets out, and closed once out for delivery, delivered or cancelled', () => {
    const at = (shipmentStatus: string, bookingStatus = 'CONFIRMED') =>
      recipientChangeRefusal({ shipmentStatus, bookingStatus });
    expect(at('in_transit')).toBeNull();
    expect(at('at_ghana_warehouse')).toBeNull();
    expect(at('out_for_delivery')).toBe(RECIPIENT_MESSAGES.tooLate);
    expect(at('delivered')).toBe(RECIPIENT_MESSAGES.tooLate);
    expect(at('confirmed', 'CANCELLED')).toBe(RECIPIENT_MESSAGES.closed);
  });

  it('take an alternate receiver with a Ghana phone, stored as E.164, and refuse a UK one', () => {
    expect(
      alternateReceiverBodySchema.parse({ receiver: { name: ' Ama Mensah ', phone: '024 412 3456' } }),
    ).toEqual({ receiver: { name: 'Ama Mensah', phone: '+233244123456' } });
    expect(
      alternateReceiverBodySchema.safeParse({ receiver: { name: 'Ama', phone: '07700900123' } }).success,
    ).toBe(false);
    expect(alternateReceiverBodySchema.parse({ receiver: null })).toEqual({ receiver: null });
  });

  it('take a location pin only on the globe', () => {
    expect(locationPinBodySchema.safeParse({ location: { lat: 5.6037, lng: -0.187 } }).success).toBe(true);
    expect(locationPinBodySchema.safeParse({ location: { lat: 95, lng: 0 } }).success).toBe(false);
  });
});
