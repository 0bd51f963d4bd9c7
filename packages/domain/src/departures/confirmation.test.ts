import { describe, expect, it } from 'vitest';
import { confirmationLines, confirmationTitle, earlyFor, needsConfirmation } from './confirmation.ts';

const preview = {
  state: 'departed' as const,
  mode: 'sea' as const,
  moving: 12,
  skipped: 1,
  left_behind: 3,
  customers_told: 4,
  before_cut_off: true,
  before_etd: true,
};

describe('a departure state change asks first', () => {
  it('for the states that move goods and mail customers only', () => {
    expect(['departed', 'arrived', 'cleared'].every((s) => needsConfirmation(s as 'departed'))).toBe(true);
    expect(needsConfirmation('loading')).toBe(false);
    expect(needsConfirmation('planned')).toBe(false);
  });

  it('says what moves, what stays, who is told, and warns when it is early', () => {
    expect(confirmationTitle(preview)).toBe('Mark this sailing departed?');
    expect(confirmationLines(preview)).toEqual({
      lines: [
        '12 parcels on it will be marked in transit.',
        '1 parcel on it cannot move and will stay where it is.',
        '3 parcels ready for this sailing are not loaded and will wait for the next one.',
        '4 customers will be told their new delivery window.',
        'This cannot be undone.',
      ],
      warnings: ['The cut-off for this sailing has not passed yet.', "It is before this sailing's ETD."],
    });
  });

  it('in the singular for one, and without warnings when it is on time', () => {
    const one = {
      ...preview,
      mode: 'air' as const,
      state: 'arrived' as const,
      moving: 1,
      skipped: 0,
      left_behind: 0,
      customers_told: 1,
      before_cut_off: false,
      before_etd: false,
    };
    expect(confirmationTitle(one)).toBe('Mark this flight arrived?');
    expect(confirmationLines(one)).toEqual({
      lines: [
        '1 parcel on it will be marked arrived in Ghana.',
        '1 customer will be told their new delivery window.',
        'This cannot be undone.',
      ],
      warnings: [],
    });
  });

  it('is early before the cut-off and before the ETD', () => {
    const d = { cutOffAt: new Date('2026-12-10T12:00:00Z'), etd: new Date('2026-12-12T12:00:00Z') };
    expect(earlyFor(d, new Date('2026-12-09T00:00:00Z'))).toEqual({ beforeCutOff: true, beforeEtd: true });
    expect(earlyFor(d, new Date('2026-12-11T00:00:00Z'))).toEqual({ beforeCutOff: false, beforeEtd: true });
    expect(earlyFor(d, new Date('2026-12-13T00:00:00Z'))).toEqual({ beforeCutOff: false, beforeEtd: false });
  });
});
