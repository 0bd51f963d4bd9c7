import { COMPANY_DEFAULTS } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './index.ts';
import { renderMail } from './layout.ts';

const ctx = { company: COMPANY_DEFAULTS, publicUrl: 'https://ship.example' };
const booking = {
  booking_id: 'b1',
  booking_code: 'BK7Q2M4X',
  addressee_name: 'Abena',
  sender_city: 'London',
  recipient_name: 'Kwame Mensah',
  recipient_city: 'Accra',
  region_name: 'Greater Accra',
  service_label: 'Ship',
  packages: [{ description: 'Clothes', qty: 1, weight_kg: 10 }],
  pickup_start: null,
  pickup_end: null,
  price_gbp: 48.5,
  price_ghs: 921.5,
};
const BANK = {
  account_name: 'UK Ghana Shipping Ltd',
  bank_name: 'Barclays',
  sort_code: '20-00-00',
  account_number: '55779911',
};
const render = <K extends keyof typeof TEMPLATES>(kind: K, data: unknown) =>
  renderMail(TEMPLATES[kind].content(data as never, ctx), ctx);

describe("'Booking received': how to pay", () => {
  it('gives the account and the booking code as the payment reference', () => {
    const mail = render('booking_received', { ...booking, pay_to: BANK });
    expect(mail.text).toContain('Pay to: UK Ghana Shipping Ltd, Barclays');
    expect(mail.text).toContain('Sort code: 20-00-00');
    expect(mail.text).toContain('Account number: 55779911');
    expect(mail.text).toContain('Payment reference: BK7Q2M4X');
    expect(mail.html).toContain('55779911');
  });

  it('says to ask when no bank details are set, and prints no account', () => {
    const mail = render('booking_received', { ...booking, pay_to: null });
    expect(mail.text).toContain('our bank details are not available online yet');
    expect(mail.text).toContain('Payment reference: BK7Q2M4X');
    expect(mail.text).not.toMatch(/Account number|Sort code/);
  });
});

describe('payment mails', () => {
  it('the receipt mail states amount, method and date', () => {
    const mail = render('payment_received', {
      ...booking,
      amount_gbp: 48.5,
      method_label: 'Cash at collection',
      paid_at: '2026-11-20T10:00:00.000Z',
      reference: null,
    });
    expect(mail.subject).toBe('Payment received for booking BK7Q2M4X');
    expect(mail.text).toContain('Amount paid: £48.50');
    expect(mail.text).toContain('Paid by: Cash at collection');
    expect(mail.text).toContain('Date: 20 November 2026');
  });

  it('a refused receipt gives the reason', () => {
    const mail = render('receipt_refused', {
      ...booking,
      reason: 'Amount does not match',
      file_name: 'r.pdf',
    });
    expect(mail.text).toContain('Reason given: Amount does not match');
  });
});
