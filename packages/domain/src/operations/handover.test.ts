import { describe, expect, it } from 'vitest';
import { afterWrongTry, HANDOVER_MESSAGES, newHandoverCode, readHandoverCode } from './handover.ts';

describe('the handover code', () => {
  it('has six digits, leading zeros kept', () => {
    expect(newHandoverCode(() => 42)).toBe('000042');
    expect(newHandoverCode((max) => max - 1)).toBe('999999');
  });

  it('reads a code typed with spaces or dashes, and refuses anything but six digits', () => {
    expect(readHandoverCode(' 482 913 ')).toBe('482913');
    expect(readHandoverCode('482-913')).toBe('482913');
    expect(readHandoverCode('48291')).toBeNull();
    expect(readHandoverCode('48291a')).toBeNull();
    expect(readHandoverCode('4829130')).toBeNull();
  });

  it('locks on the fifth wrong try, saying how many are left before', () => {
    expect(afterWrongTry(0)).toEqual({ wrongTries: 1, triesLeft: 4, locked: false });
    expect(afterWrongTry(3)).toEqual({ wrongTries: 4, triesLeft: 1, locked: false });
    expect(afterWrongTry(4)).toEqual({ wrongTries: 5, triesLeft: 0, locked: true });
    expect(HANDOVER_MESSAGES.wrongCode(1)).toBe('That code is not right. 1 try left.');
    expect(HANDOVER_MESSAGES.wrongCode(0)).toMatch(/now locked/);
  });
});
