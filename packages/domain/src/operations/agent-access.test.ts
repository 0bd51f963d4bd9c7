import { describe, expect, it } from 'vitest';
import { AGENT_HISTORY_DAYS, jobOpensBooking, seesBookingMoney } from './agent-access.ts';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('agent access', () => {
  it('opens a booking while the job is open, whenever it was made', () => {
    expect(jobOpensBooking({ status: 'ASSIGNED', completedAt: null }, now)).toBe(true);
    expect(jobOpensBooking({ status: 'IN_PROGRESS', completedAt: null }, now)).toBe(true);
  });

  it(`keeps a completed job's booking open for ${AGENT_HISTORY_DAYS} days, then closes it`, () => {
    expect(jobOpensBooking({ status: 'COMPLETED', completedAt: daysAgo(AGENT_HISTORY_DAYS) }, now)).toBe(
      true,
    );
    expect(jobOpensBooking({ status: 'COMPLETED', completedAt: daysAgo(AGENT_HISTORY_DAYS + 1) }, now)).toBe(
      false,
    );
    expect(jobOpensBooking({ status: 'COMPLETED', completedAt: null }, now)).toBe(false);
  });

  it('shows money to customers and staff, never to pickup or delivery agents', () => {
    expect(seesBookingMoney('CUSTOMER')).toBe(true);
    expect(seesBookingMoney('ADMIN')).toBe(true);
    expect(seesBookingMoney('WAREHOUSE')).toBe(true);
    expect(seesBookingMoney('PICKUP')).toBe(false);
    expect(seesBookingMoney('DELIVERY')).toBe(false);
  });
});
