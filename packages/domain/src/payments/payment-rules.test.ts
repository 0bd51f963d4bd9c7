import { describe, expect, it } from 'vitest';
import {
  decidePayment,
  onlinePaymentMismatch,
  type PaymentAction,
  PRICE_CHANGE_MESSAGES,
  paymentAmountRefusal,
  priceChangeRefusal,
} from './payment-rules.ts';

const M = {
  paid: 'This booking is already paid',
  refunded: 'This booking’s payment was refunded',
  closed: 'This booking was cancelled or rejected: there is nothing to pay',
  checked: 'This receipt has already been checked',
  notPaid: 'Only a paid booking can be refunded',
};

// [action, booking status, payment status, receipt status, expected: the new payment status or the refusal]
const TABLE: [PaymentAction, string, string, string | null, string][] = [
  ['upload-receipt', 'PENDING', 'PENDING', null, 'PENDING'],
  ['upload-receipt', 'CONFIRMED', 'PENDING', null, 'PENDING'],
  ['upload-receipt', 'CONFIRMED', 'PAID', null, M.paid],
  ['upload-receipt', 'CONFIRMED', 'REFUNDED', null, M.refunded],
  ['upload-receipt', 'CANCELLED', 'PENDING', null, M.closed],
  ['upload-receipt', 'REJECTED', 'PENDING', null, M.closed],
  ['accept-receipt', 'PENDING', 'PENDING', 'SUBMITTED', 'PAID'],
  ['accept-receipt', 'CONFIRMED', 'PENDING', 'SUBMITTED', 'PAID'],
  ['accept-receipt', 'CONFIRMED', 'PENDING', 'REFUSED', M.checked],
  ['accept-receipt', 'CONFIRMED', 'PENDING', 'ACCEPTED', M.checked],
  ['accept-receipt', 'CONFIRMED', 'PAID', 'SUBMITTED', M.paid],
  ['accept-receipt', 'CANCELLED', 'PENDING', 'SUBMITTED', M.closed],
  ['refuse-receipt', 'CONFIRMED', 'PENDING', 'SUBMITTED', 'PENDING'],
  ['refuse-receipt', 'CONFIRMED', 'PAID', 'SUBMITTED', 'PAID'],
  ['refuse-receipt', 'CANCELLED', 'PENDING', 'SUBMITTED', 'PENDING'],
  ['refuse-receipt', 'CONFIRMED', 'PENDING', 'REFUSED', M.checked],
  ['record', 'PENDING', 'PENDING', null, 'PAID'],
  ['record', 'CONFIRMED', 'PAID', null, M.paid],
  ['record', 'REJECTED', 'PENDING', null, M.closed],
  ['refund', 'CONFIRMED', 'PAID', null, 'REFUNDED'],
  ['refund', 'CANCELLED', 'PAID', null, 'REFUNDED'],
  ['refund', 'CONFIRMED', 'PENDING', null, M.notPaid],
  ['refund', 'CONFIRMED', 'REFUNDED', null, M.notPaid],
  ['pay-online', 'PENDING', 'PENDING', null, 'PENDING'],
  ['pay-online', 'CONFIRMED', 'PAID', null, M.paid],
  ['pay-online', 'CANCELLED', 'PENDING', null, M.closed],
  ['pay-online', 'CONFIRMED', 'REFUNDED', null, M.refunded],
  ['online-paid', 'CONFIRMED', 'PENDING', null, 'PAID'],
  ['online-paid', 'CONFIRMED', 'PAID', null, M.paid],
  ['online-paid', 'REJECTED', 'PENDING', null, M.closed],
];

describe('decidePayment', () => {
  it.each(TABLE)(
    '%s on a %s booking, payment %s, receipt %s → %s',
    (action, booking, payment, receipt, want) => {
      const verdict = decidePayment(action, {
        bookingStatus: booking,
        paymentStatus: payment,
        receiptStatus: receipt,
      });
      expect(verdict.allowed ? verdict.to : verdict.reason).toBe(want);
    },
  );
});

describe('paymentAmountRefusal', () => {
  it('accepts exactly the amount due, in pence', () => {
    expect(paymentAmountRefusal(4850, 4850)).toBeNull();
    expect(paymentAmountRefusal(4800, 4850)).toBe('The amount must be the £48.50 due on this booking');
  });
});

describe('priceChangeRefusal', () => {
  const state = { paymentStatus: 'PENDING', receiptStatuses: [] as string[], currentTotalPence: 2500 };
  it('lets the price change while nothing is paid or sent in, a refused receipt included', () => {
    expect(priceChangeRefusal({ ...state, newTotalPence: 9900 })).toBeNull();
    expect(priceChangeRefusal({ ...state, receiptStatuses: ['REFUSED'], newTotalPence: 9900 })).toBeNull();
  });
  it.each([
    ['a paid payment', { paymentStatus: 'PAID' }],
    ['a refunded payment', { paymentStatus: 'REFUNDED' }],
    ['a receipt waiting', { receiptStatuses: ['REFUSED', 'SUBMITTED'] }],
    ['an accepted receipt', { receiptStatuses: ['ACCEPTED'] }],
  ])('refuses a new price after %s, and keeps an edit at the same price', (_, change) => {
    expect(priceChangeRefusal({ ...state, ...change, newTotalPence: 9900 })).toBe(
      PRICE_CHANGE_MESSAGES.paymentRecorded,
    );
    expect(priceChangeRefusal({ ...state, ...change, newTotalPence: 2500 })).toBeNull();
  });
});

describe('a card refund asked of Stripe', () => {
  it('is asked once: the payment stays PAID until Stripe confirms, and a second refund is refused', () => {
    const state = { bookingStatus: 'CONFIRMED', paymentStatus: 'PAID' };
    expect(decidePayment('refund', state)).toEqual({ allowed: true, to: 'REFUNDED' });
    expect(decidePayment('refund', { ...state, refundRequested: true })).toEqual({
      allowed: false,
      reason: 'A refund was already asked of Stripe: the booking shows Refunded once Stripe confirms it',
    });
  });
});

describe('onlinePaymentMismatch', () => {
  const due = { bookingCode: 'UKG-1001', amountPence: 4850, currency: 'GBP' };
  it('settles only the booking named, in its currency, for exactly the amount due', () => {
    expect(
      onlinePaymentMismatch({ bookingCode: 'UKG-1001', amountPence: 4850, currency: 'gbp' }, due),
    ).toBeNull();
    expect(onlinePaymentMismatch({ bookingCode: 'UKG-1002', amountPence: 4850, currency: 'gbp' }, due)).toBe(
      'the payment names another booking',
    );
    expect(onlinePaymentMismatch({ bookingCode: 'UKG-1001', amountPence: 4850, currency: 'eur' }, due)).toBe(
      'the currency is not the one due',
    );
    expect(onlinePaymentMismatch({ bookingCode: 'UKG-1001', amountPence: 100, currency: 'gbp' }, due)).toBe(
      'the amount is not the amount due',
    );
    expect(
      onlinePaymentMismatch({ bookingCode: null, amountPence: null, currency: null }, due),
    ).not.toBeNull();
  });
});
