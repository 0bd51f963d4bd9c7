import { describe, expect, it } from 'vitest';
import { BOOKING_FIELD_MESSAGES, bookedPackageSchema } from './booking.ts';

describe('bookedPackageSchema', () => {
  it.each(['BOX', 'BARREL', 'BAG'])('refuses a %s without a weight above zero, on weight_kg', (pkg_type) => {
    for (const weight_kg of [0, '']) {
      const result = bookedPackageSchema.safeParse({ description: 'Goods', pkg_type, weight_kg });
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((i) => i.path.join('.') === 'weight_kg');
      expect(issue?.message).toBe(BOOKING_FIELD_MESSAGES.weightRequired);
    }
    const missing = bookedPackageSchema.safeParse({ description: 'Goods', pkg_type });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toContain('weight_kg');
    expect(bookedPackageSchema.safeParse({ description: 'Goods', pkg_type, weight_kg: 0.5 }).success).toBe(
      true,
    );
  });

  it('lets an envelope keep its flat rate without a weight', () => {
    const parsed = bookedPackageSchema.parse({ description: 'Letters', pkg_type: 'ENVELOPE', weight_kg: 0 });
    expect(parsed.weight_kg).toBe(0);
  });
});
