import type { BookingStatus } from '../booking/booking-status.ts';

/**
 * A booking's payment (DESIGN §1: the spec's placeholder made real). One record per booking, created
 * PENDING with the booking; it becomes PAID when an admin accepts a customer's receipt or records a
 * payment taken in person, and REFUNDED when an admin gives the money back. Nothing else moves it.
 */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
};

/** How the money came: a bank transfer (proved by a receipt, or seen on the statement), or in person. */
export const PAYMENT_METHODS = [
  'BANK_TRANSFER',
  'CARD_IN_PERSON',
  'CASH_AT_COLLECTION',
  'CARD_STRIPE',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  BANK_TRANSFER: 'Bank transfer',
  CARD_IN_PERSON: 'Card in person',
  CASH_AT_COLLECTION: 'Cash at collection',
  CARD_STRIPE: 'Card (Stripe)',
};

/** The methods an admin may record by hand: a Stripe payment is only ever recorded by Stripe's webhook. */
export const RECORDABLE_PAYMENT_METHODS = ['BANK_TRANSFER', 'CARD_IN_PERSON', 'CASH_AT_COLLECTION'] as const;
export const paymentMethodLabel = (method: string | null | undefined): string | null =>
  method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : null;

/** A customer's receipt waits for an admin (SUBMITTED) until it is accepted or refused with a reason. */
export const RECEIPT_STATUSES = ['SUBMITTED', 'ACCEPTED', 'REFUSED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  SUBMITTED: 'Waiting to be checked',
  ACCEPTED: 'Accepted',
  REFUSED: 'Refused',
};

export const PAYMENT_RULE_MESSAGES = {
  alreadyPaid: 'This booking is already paid',
  refunded: 'This booking’s payment was refunded',
  bookingClosed: 'This booking was cancelled or rejected: there is nothing to pay',
  receiptChecked: 'This receipt has already been checked',
  notPaid: 'Only a paid booking can be refunded',
  refundRequested: 'A refund was already asked of Stripe: the booking shows Refunded once Stripe confirms it',
} as const;

export type PaymentAction =
  | 'upload-receipt'
  | 'accept-receipt'
  | 'refuse-receipt'
  | 'record'
  | 'refund'
  | 'pay-online'
  | 'online-paid';

export interface PaymentState {
  bookingStatus: BookingStatus | string;
  paymentStatus: PaymentStatus | string;
  /** The receipt the action is about (accept and refuse). */
  receiptStatus?: ReceiptStatus | string | null;
  /** A card payment whose refund was asked of Stripe and not yet confirmed. */
  refundRequested?: boolean;
}

export type PaymentDecision = { allowed: true; to: PaymentStatus } | { allowed: false; reason: string };

const CLOSED = new Set(['CANCELLED', 'REJECTED']);

/** Why money cannot come in for this booking now, or null when it can. */
const cannotTakeMoney = (state: PaymentState): string | null => {
  if (state.paymentStatus === 'PAID') return PAYMENT_RULE_MESSAGES.alreadyPaid;
  if (state.paymentStatus === 'REFUNDED') return PAYMENT_RULE_MESSAGES.refunded;
  if (CLOSED.has(String(state.bookingStatus).toUpperCase())) return PAYMENT_RULE_MESSAGES.bookingClosed;
  return null;
};

/**
 * The payment transitions, in one place (the API answers 409 with `reason`; the screens show a button only
 * when the action is allowed). Who may act is the routes' concern: receipts are the owner's, the rest the
 * admin's.
 *
 * - pay-online (open a Stripe Checkout) and online-paid (Stripe says it was paid) follow the same rule as a
 *   receipt: online-paid makes it PAID, as an accepted receipt does.
 * - upload-receipt, accept-receipt, record: only while the payment is PENDING and the booking is live
 *   (pending or confirmed); accept and record make it PAID.
 * - refuse-receipt: a receipt not yet checked, whatever the payment (a second proof of a paid booking can be
 *   refused too); the payment does not change.
 * - refund: only a PAID payment becomes REFUNDED (whatever the booking's status: a cancelled booking that was
 *   paid is refunded), once: a card refund already asked of Stripe is not asked again.
 */
export const decidePayment = (action: PaymentAction, state: PaymentState): PaymentDecision => {
  const current = state.paymentStatus as PaymentStatus;
  const unchecked = state.receiptStatus === 'SUBMITTED';
  switch (action) {
    case 'upload-receipt':
    case 'pay-online':
    case 'record':
    case 'online-paid': {
      const reason = cannotTakeMoney(state);
      if (reason) return { allowed: false, reason };
      return { allowed: true, to: action === 'record' || action === 'online-paid' ? 'PAID' : current };
    }
    case 'accept-receipt': {
      if (!unchecked) return { allowed: false, reason: PAYMENT_RULE_MESSAGES.receiptChecked };
      const reason = cannotTakeMoney(state);
      return reason ? { allowed: false, reason } : { allowed: true, to: 'PAID' };
    }
    case 'refuse-receipt':
      return unchecked
        ? { allowed: true, to: current }
        : { allowed: false, reason: PAYMENT_RULE_MESSAGES.receiptChecked };
    case 'refund':
      if (current !== 'PAID') return { allowed: false, reason: PAYMENT_RULE_MESSAGES.notPaid };
      return state.refundRequested
        ? { allowed: false, reason: PAYMENT_RULE_MESSAGES.refundRequested }
        : { allowed: true, to: 'REFUNDED' };
  }
};

export const canPayment = (action: PaymentAction, state: PaymentState) =>
  decidePayment(action, state).allowed;

/** Money in integer pence; the JSON carries pounds with two decimals (DESIGN §5). */
export const gbpToPence = (gbp: number) => Math.round(gbp * 100);

/**
 * One payment settles the whole booking (part payments are not recorded), so an amount recorded by hand must
 * be the amount due; null when it is.
 */
export const paymentAmountRefusal = (amountPence: number, duePence: number): string | null =>
  amountPence === duePence
    ? null
    : `The amount must be the £${(duePence / 100).toFixed(2)} due on this booking`;

export const PRICE_CHANGE_MESSAGES = {
  paymentRecorded:
    'This booking has a payment or a receipt recorded, so its price cannot change: keep the packages and the service as they are, or contact us to change them',
  staffPaymentRecorded:
    'This booking has a payment or a receipt recorded, so its price cannot change: refund the payment or refuse the receipt first, or keep the packages and the service as they are',
} as const;

export interface PriceChangeState {
  paymentStatus: PaymentStatus | string;
  /** Every receipt of the booking (a refused one is no money received). */
  receiptStatuses: readonly (ReceiptStatus | string)[];
  currentTotalPence: number;
  newTotalPence: number;
}

/**
 * Whether a customer's edit may change the booking's price: only while nothing has been paid or sent in (the
 * payment PENDING, no receipt waiting or accepted), so a paid invoice always adds up. An edit that keeps the
 * price (addresses, notes, the pickup window) passes whatever was paid. The reason, or null when allowed.
 */
export const priceChangeRefusal = (
  state: PriceChangeState,
  by: 'customer' | 'staff' = 'customer',
): string | null => {
  if (state.newTotalPence === state.currentTotalPence) return null;
  const moneyIn =
    state.paymentStatus !== 'PENDING' ||
    state.receiptStatuses.some((status) => status === 'SUBMITTED' || status === 'ACCEPTED');
  if (!moneyIn) return null;
  return by === 'staff' ? PRICE_CHANGE_MESSAGES.staffPaymentRecorded : PRICE_CHANGE_MESSAGES.paymentRecorded;
};

/** What a Stripe Checkout Session says was paid, as its webhook carries it. */
export interface OnlinePaymentClaim {
  bookingCode: string | null;
  amountPence: number | null;
  currency: string | null;
}

/**
 * Why a confirmed online payment cannot settle this booking (another booking's code, an amount or currency
 * other than what is due), or null when it matches exactly; the webhook then changes nothing.
 */
export const onlinePaymentMismatch = (
  claim: OnlinePaymentClaim,
  due: { bookingCode: string; amountPence: number; currency: string },
): string | null => {
  if (claim.bookingCode !== due.bookingCode) return 'the payment names another booking';
  if ((claim.currency ?? '').toUpperCase() !== due.currency.toUpperCase())
    return 'the currency is not the one due';
  if (claim.amountPence !== due.amountPence) return 'the amount is not the amount due';
  return null;
};
