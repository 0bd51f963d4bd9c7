import { z } from 'zod';

/**
 * The handover code at the door (issue 48): six digits sent to whoever receives the parcel when it goes out
 * for delivery, asked for by the delivery agent's Deliver step. A wrong code is refused with the tries left;
 * the fifth wrong one locks the code until an admin issues a new one. Without a code the agent completes with
 * a photo or signature and a reason, and the delivery is listed for review: nobody is blocked at the door.
 */
export const HANDOVER_CODE_LENGTH = 6;
export const HANDOVER_MAX_TRIES = 5;

/** The reasons an agent may give for completing without a code (the app's select offers them in this order). */
export const WITHOUT_CODE_REASONS = [
  'NO_PHONE',
  'NO_SIGNAL',
  'CODE_NOT_RECEIVED',
  'RECIPIENT_REFUSED_CODE',
  'OTHER',
] as const;
export type WithoutCodeReason = (typeof WITHOUT_CODE_REASONS)[number];

export const WITHOUT_CODE_REASON_LABELS: Record<WithoutCodeReason, string> = {
  NO_PHONE: 'Recipient has no phone with them',
  NO_SIGNAL: 'No signal',
  CODE_NOT_RECEIVED: 'Code not received',
  RECIPIENT_REFUSED_CODE: 'Recipient would not give the code',
  OTHER: 'Other',
};

/** What a delivery without a code records when the client sent no reason (one written to the spec). */
export const NO_REASON_GIVEN = 'no reason given';

export const HANDOVER_MESSAGES = {
  format: `The handover code is ${HANDOVER_CODE_LENGTH} digits`,
  reason: 'Choose a reason from the list',
  locked:
    'Too many wrong codes: this code is locked. Complete without a code, or ask the office to send a new one',
  noCode: 'No handover code was sent for this delivery: complete without a code',
  notOutForDelivery: 'A new code can only be sent while the parcel is out for delivery',
  wrong: (triesLeft: number) =>
    triesLeft === 0
      ? 'That code is not right. It is now locked: complete without a code, or ask the office to send a new one'
      : `That code is not right: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
} as const;

/**
 * Whether an admin may issue a new code: only while the parcel is out for delivery on a live booking (the
 * admin detail's `can_reissue_handover_code`, and the reissue call's own check).
 */
export const canReissueHandoverCode = (state: {
  bookingStatus: string;
  shipmentStatus: string | null | undefined;
}): boolean => state.bookingStatus === 'CONFIRMED' && state.shipmentStatus === 'out_for_delivery';

/** Six digits, as JSON or a multipart string; spaces a person typed between the digits are dropped. */
export const handoverCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, HANDOVER_MESSAGES.format));

export const withoutCodeReasonSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(WITHOUT_CODE_REASONS, { message: HANDOVER_MESSAGES.reason }),
);

/** The code as a customer reads it: digits from a uniform source (the API passes crypto.randomInt). */
export const generateHandoverCode = (randomInt: (max: number) => number): string =>
  String(randomInt(10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');

/** The code's stored state when the agent submits one: how many wrong tries so far, and whether it is live. */
export interface HandoverCodeState {
  /** A code was issued for this trip out (and not voided by a cancel). */
  issued: boolean;
  failedAttempts: number;
  locked: boolean;
}

export type HandoverVerdict =
  | { outcome: 'confirmed' }
  | { outcome: 'wrong'; failedAttempts: number; triesLeft: number; locksNow: boolean; message: string }
  | { outcome: 'refused'; message: string };

/** What a submitted code does, given whether it matched the stored hash. */
export const decideHandoverCode = (state: HandoverCodeState, matches: boolean): HandoverVerdict => {
  if (!state.issued) return { outcome: 'refused', message: HANDOVER_MESSAGES.noCode };
  if (state.locked) return { outcome: 'refused', message: HANDOVER_MESSAGES.locked };
  if (matches) return { outcome: 'confirmed' };
  const failedAttempts = state.failedAttempts + 1;
  const triesLeft = Math.max(0, HANDOVER_MAX_TRIES - failedAttempts);
  return {
    outcome: 'wrong',
    failedAttempts,
    triesLeft,
    locksNow: triesLeft === 0,
    message: HANDOVER_MESSAGES.wrong(triesLeft),
  };
};

export type HandoverMethod = 'CODE' | 'WITHOUT_CODE';

/** How the delivery was confirmed, as the admin's History and review list say it. */
export const handoverLabel = (method: HandoverMethod, reason: string | null | undefined): string => {
  if (method === 'CODE') return "Confirmed by the recipient's code";
  const known = WITHOUT_CODE_REASONS.find((r) => r === reason);
  return `Without code: ${known ? WITHOUT_CODE_REASON_LABELS[known] : NO_REASON_GIVEN}`;
};

/** The public tracker's words for the delivered event. */
export const trackerDeliveredText = (method: HandoverMethod | null | undefined): string =>
  method === 'CODE' ? "Delivered, confirmed by the recipient's code" : 'Delivered, signed for';
