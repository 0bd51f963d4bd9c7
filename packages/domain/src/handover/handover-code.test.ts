import { describe, expect, it } from 'vitest';
import { agentAssignmentUpdateSchema } from '../schemas/agent-work.ts';
import {
  canReissueHandoverCode,
  decideHandoverCode,
  generateHandoverCode,
  HANDOVER_MESSAGES,
  handoverLabel,
  trackerDeliveredText,
} from './handover-code.ts';

const live = { issued: true, failedAttempts: 0, locked: false };

describe('decideHandoverCode', () => {
  it('confirms a matching code', () => {
    expect(decideHandoverCode(live, true)).toEqual({ outcome: 'confirmed' });
  });

  it('counts a wrong code and says how many tries are left', () => {
    expect(decideHandoverCode(live, false)).toEqual({
      outcome: 'wrong',
      failedAttempts: 1,
      triesLeft: 4,
      locksNow: false,
      message: 'That code is not right: 4 tries left',
    });
    expect(decideHandoverCode({ ...live, failedAttempts: 3 }, false)).toMatchObject({
      triesLeft: 1,
      message: 'That code is not right: 1 try left',
    });
  });

  it('locks on the fifth wrong code', () => {
    const fifth = decideHandoverCode({ ...live, failedAttempts: 4 }, false);
    expect(fifth).toMatchObject({ outcome: 'wrong', failedAttempts: 5, triesLeft: 0, locksNow: true });
    expect(fifth.outcome === 'wrong' && fifth.message).toMatch(/now locked/);
  });

  it('refuses even the right code once locked, and any code when none was sent', () => {
    expect(decideHandoverCode({ ...live, failedAttempts: 5, locked: true }, true)).toEqual({
      outcome: 'refused',
      message: HANDOVER_MESSAGES.locked,
    });
    expect(decideHandoverCode({ issued: false, failedAttempts: 0, locked: false }, false)).toEqual({
      outcome: 'refused',
      message: HANDOVER_MESSAGES.noCode,
    });
  });
});

describe('the code and its words', () => {
  it('is six digits, zeros kept', () => {
    expect(generateHandoverCode(() => 42)).toBe('000042');
    expect(generateHandoverCode((max) => max - 1)).toBe('999999');
  });

  it('labels how a delivery was handed over', () => {
    expect(handoverLabel('CODE', null)).toBe("Confirmed by the recipient's code");
    expect(handoverLabel('WITHOUT_CODE', 'NO_SIGNAL')).toBe('Without code: No signal');
    expect(handoverLabel('WITHOUT_CODE', null)).toBe('Without code: no reason given');
    expect(trackerDeliveredText('CODE')).toBe("Delivered, confirmed by the recipient's code");
    expect(trackerDeliveredText('WITHOUT_CODE')).toBe('Delivered, signed for');
  });
});

describe('the delivering update’s fields', () => {
  const parse = (body: Record<string, unknown>) =>
    agentAssignmentUpdateSchema.safeParse({ status: 'COMPLETED', ...body });

  it('reads a code as JSON or a multipart string, spaces dropped; an empty field is no code', () => {
    expect(parse({ handover_code: '123 456' }).data?.handover_code).toBe('123456');
    expect(parse({ handover_code: '' }).data?.handover_code).toBeUndefined();
    expect(parse({ handover_code: '12345' }).error?.issues[0]?.message).toBe(HANDOVER_MESSAGES.format);
  });

  it('takes a reason from the list only, in any case', () => {
    expect(parse({ without_code_reason: 'no_signal' }).data?.without_code_reason).toBe('NO_SIGNAL');
    expect(parse({ without_code_reason: 'tired' }).error?.issues[0]?.message).toBe(HANDOVER_MESSAGES.reason);
  });
});

describe('canReissueHandoverCode', () => {
  it('allows a new code only while a confirmed booking’s parcel is out for delivery', () => {
    expect(canReissueHandoverCode({ bookingStatus: 'CONFIRMED', shipmentStatus: 'out_for_delivery' })).toBe(
      true,
    );
    for (const shipmentStatus of ['in_ghana_warehouse', 'delivered', null])
      expect(canReissueHandoverCode({ bookingStatus: 'CONFIRMED', shipmentStatus })).toBe(false);
    expect(canReissueHandoverCode({ bookingStatus: 'CANCELLED', shipmentStatus: 'out_for_delivery' })).toBe(
      false,
    );
  });
});
