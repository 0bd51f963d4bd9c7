import { type BookingMailData, bookingDetails, bookingLink, payNowLink } from './booking-summary.ts';
import { type PayTo, payToDetails, payToParagraph } from './pay-to.ts';
import { defineTemplate } from './template.ts';

/**
 * `pay_to` is absent in mails queued before payments existed (they say nothing about paying); null when no
 * bank details were set, which the mail says honestly. `pay_online` is set when Stripe Checkout is configured.
 */
export const bookingReceived = defineTemplate<
  BookingMailData & { pay_to?: PayTo | null; pay_online?: boolean }
>({
  preference: 'booking_updates',
  content: (data, ctx) => ({
    subject: `Booking ${data.booking_code} received`,
    greeting: `Hello ${data.addressee_name},`,
    paragraphs: [
      'Thank you for your booking. We have received it and will confirm it shortly; you will get your tracking number then.',
      ...(data.pay_online
        ? ['You can pay now by card, Apple Pay, Google Pay or from your bank with the Pay now button below.']
        : []),
      ...(data.pay_to === undefined ? [] : [payToParagraph(data.pay_to)]),
    ],
    details: [
      ...bookingDetails(data),
      ...(data.pay_to === undefined ? [] : payToDetails(data.pay_to, data.booking_code)),
    ],
    // Set when Stripe Checkout was configured as the booking was made: the mail's button opens Pay now.
    action: data.pay_online ? payNowLink(data, ctx) : bookingLink(data, ctx),
    closing: ['You can change or cancel the booking from your dashboard while it is pending.'],
  }),
});
