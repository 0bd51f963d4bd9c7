import type { MailContent } from './template.ts';

/** The account to pay into, copied from Settings › Bank details when the mail is queued. */
export interface PayTo {
  account_name: string;
  bank_name: string;
  sort_code: string;
  account_number: string;
}

/**
 * How to pay, as detail rows: the account and the booking code as the reference. Without bank details in
 * settings there is nothing true to print, so the mail says to ask instead (no invented account).
 */
export const payToDetails = (
  payTo: PayTo | null,
  bookingCode: string,
): NonNullable<MailContent['details']> =>
  payTo
    ? [
        { label: 'Pay to', value: `${payTo.account_name}, ${payTo.bank_name}` },
        { label: 'Sort code', value: payTo.sort_code },
        { label: 'Account number', value: payTo.account_number },
        { label: 'Payment reference', value: bookingCode },
      ]
    : [{ label: 'Payment reference', value: bookingCode }];

export const payToParagraph = (payTo: PayTo | null) =>
  payTo
    ? 'How to pay: make a bank transfer to the account below with your booking code as the reference, then upload the receipt on the booking’s Payment & Receipts tab.'
    : 'How to pay: our bank details are not available online yet, so please contact us before paying and quote your booking code.';
