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
  refundAskedOfStripe: 'Refund asked of Stripe: the booking shows Refunded once Stripe confirms it',
  checkoutFailed: 'The card payment page could not be opened. Try again, or pay by bank transfer.',
  checkoutWaiting:
    'Thank you: we are waiting for Stripe to confirm your payment. This page updates by itself.',
  checkoutSlow:
    'Stripe has not confirmed the payment yet. Pay by Bank can take a little longer; we will mail you when it lands.',
  checkoutCancelled:
    'You left the payment page: nothing was taken. You can pay now again or by bank transfer.',
  updateFailed: 'Failed to update the payment',
  loadFailed: 'Failed to load the payment',
  copied: 'Copied to clipboard',
} as const;
