import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@ukgh/domain';

/** 'Paid', 'Pending', 'Refunded': a booking's payment as the back-office reads it. */
export const paymentStatusText = (status: string) => PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;
