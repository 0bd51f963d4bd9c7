/** Paying for a booking and an admin's check of it (issue 11; not in the spec, whose payment was a placeholder). */
export const PAYMENT_MESSAGES = {
  noBankDetails:
    'Our bank details are not available online yet. Please contact us for how to pay; do not send money to an account you were not given by us.',
  referenceHint: 'Use your booking code as the payment reference so we can match your payment.',
  receiptAccepted: 'Receipt accepted: the booking is paid',
  receiptFileFailed: 'The receipt could not be opened. Reload the page and try again.',
  receiptRefused: 'Receipt refused: the customer has been told why',
  paymentRecorded: 'Payment recorded',
  paymentRefunded: 'Payment marked as refunded',
  updateFailed: 'Failed to update the payment',
  loadFailed: 'Failed to load the payment',
  copied: 'Copied to clipboard',
} as const;
