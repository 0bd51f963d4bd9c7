/**
 * The handover code (issue 48): when a parcel goes out for delivery the recipient is texted a code, and the
 * delivery agent asks for it at the door. The right code proves the parcel reached the right person; a
 * recipient who cannot give one (no phone, no signal) is never turned away: the agent completes with a photo
 * or a signature and a reason, and the delivery is listed for an admin's review.
 */
export const HANDOVER_CODE_DIGITS = 6;
/** Wrong codes before the code is locked (an admin can issue a new one). */
export const HANDOVER_MAX_TRIES = 5;

export const HANDOVER_WITHOUT_CODE_REASONS = [
  'NO_PHONE',
  'NO_SIGNAL',
  'CODE_NOT_RECEIVED',
  'SOMEONE_ELSE_RECEIVED',
  'CODE_LOCKED',
  'OTHER',
] as const;
export type HandoverWithoutCodeReason = (typeof HANDOVER_WITHOUT_CODE_REASONS)[number];

export const HANDOVER_REASON_LABELS: Record<HandoverWithoutCodeReason, string> = {
  NO_PHONE: 'The recipient has no phone with them',
  NO_SIGNAL: 'No signal: the code did not arrive',
  CODE_NOT_RECEIVED: 'The recipient did not get the text',
  SOMEONE_ELSE_RECEIVED: 'Someone else received the parcel',
  CODE_LOCKED: 'The code was locked after wrong tries',
  OTHER: 'Another reason',
};

/** How a delivery was confirmed: stored on the delivery and shown on the tracker. */
export const DELIVERY_CONFIRMATIONS = ['CODE', 'WITHOUT_CODE'] as const;
export type DeliveryConfirmation = (typeof DELIVERY_CONFIRMATIONS)[number];

export const HANDOVER_MESSAGES = {
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and it is now locked. Complete with a photo or a signature, or ask the office for a new code.',
  locked:
    'The code is locked after too many wrong tries. Complete with a photo or a signature, or ask the office for a new code.',
  malformed: `The code is ${HANDOVER_CODE_DIGITS} digits.`,
  reissued: 'A new code has been sent to the recipient.',
} as const;

/** A new code: `HANDOVER_CODE_DIGITS` digits, leading zeros kept. `randomInt(max)` gives 0 ≤ n < max. */
export const newHandoverCode = (randomInt: (max: number) => number): string =>
  String(randomInt(10 ** HANDOVER_CODE_DIGITS)).padStart(HANDOVER_CODE_DIGITS, '0');

/** A code as typed: spaces and dashes dropped ("482 913" is "482913"); null when it is not six digits. */
export const readHandoverCode = (typed: string): string | null => {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`).test(digits) ? digits : null;
};

/** What a wrong try leaves: the tries left, and whether the code is now locked. */
export const afterWrongTry = (wrongTriesBefore: number) => {
  const wrong = wrongTriesBefore + 1;
  return {
    wrongTries: wrong,
    triesLeft: Math.max(0, HANDOVER_MAX_TRIES - wrong),
    locked: wrong >= HANDOVER_MAX_TRIES,
  };
};
