import { bookingCancelled } from './booking-cancelled.ts';
import { bookingConfirmed } from './booking-confirmed.ts';
import { bookingReceived } from './booking-received.ts';
import { bookingRejected } from './booking-rejected.ts';
import { bookingUpdated } from './booking-updated.ts';
import { deliveryWindowMoved } from './delivery-window-moved.ts';
import { onlinePaymentFailed } from './online-payment-failed.ts';
import { packageDelivered } from './package-delivered.ts';
import { packageOutForDelivery } from './package-out-for-delivery.ts';
import { parcelOnItsWay } from './parcel-on-its-way.ts';
import { passwordReset } from './password-reset.ts';
import { paymentReceived } from './payment-received.ts';
import { paymentRefunded } from './payment-refunded.ts';
import { receiptRefused } from './receipt-refused.ts';
import { registrationAttempt } from './registration-attempt.ts';
import type { MailTemplate } from './template.ts';
import { welcome } from './welcome.ts';

/**
 * Every kind of mail, by the name stored in `notification_outbox.kind`. Adding a kind: one file here and
 * one queue call where the change happens.
 */
export const TEMPLATES = {
  welcome,
  password_reset: passwordReset,
  registration_attempt: registrationAttempt,
  booking_received: bookingReceived,
  booking_updated: bookingUpdated,
  booking_cancelled: bookingCancelled,
  booking_confirmed: bookingConfirmed,
  booking_rejected: bookingRejected,
  parcel_on_its_way: parcelOnItsWay,
  package_out_for_delivery: packageOutForDelivery,
  package_delivered: packageDelivered,
  payment_received: paymentReceived,
  receipt_refused: receiptRefused,
  payment_refunded: paymentRefunded,
  online_payment_failed: onlinePaymentFailed,
  delivery_window_moved: deliveryWindowMoved,
} as const;

export type NotificationKind = keyof typeof TEMPLATES;
export type NotificationData<K extends NotificationKind> =
  (typeof TEMPLATES)[K] extends MailTemplate<infer D> ? D : never;

export const isNotificationKind = (kind: string): kind is NotificationKind => Object.hasOwn(TEMPLATES, kind);
