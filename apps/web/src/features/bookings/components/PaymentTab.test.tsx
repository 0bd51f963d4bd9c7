import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@ukgh/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBookingPayment, makeDetail, makeReceipt, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { PaymentTab } from './PaymentTab.tsx';

const booking = makeDetail();
const ID = booking.id;
const show = (payment: ReturnType<typeof makeBookingPayment>) => {
  routeFetch({ [`GET /bookings/${ID}/payment/`]: () => jsonResponse(200, payment) });
  return renderPage(<PaymentTab booking={booking} />);
};

describe('PaymentTab: how a customer pays', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bank details and the booking code as reference, each with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(makeBookingPayment());

    const card = await screen.findByTestId('bank-details');
    expect(within(card).getByTestId('account-name')).toHaveTextContent('UK Ghana Shipping Ltd');
    expect(within(card).getByTestId('bank-name')).toHaveTextContent('Barclays');
    expect(within(card).getByTestId('sort-code')).toHaveTextContent('20-00-00');
    expect(within(card).getByTestId('account-number')).toHaveTextContent('55779911');
    expect(within(card).getByTestId('payment-reference')).toHaveTextContent('BK-PENDING1');
    expect(card).toHaveTextContent(PAYMENT_MESSAGES.referenceHint);

    await user.click(within(card).getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('55779911');
    await user.click(within(card).getByRole('button', { name: 'Copy payment reference' }));
    expect(writeText).toHaveBeenLastCalledWith('BK-PENDING1');
  });

  it('says honestly when no bank details are set, and shows no account number', async () => {
    show(
      makeBookingPayment({ how_to_pay: { bank_details: null, reference: 'BK-PENDING1', amount_gbp: 31.25 } }),
    );
    expect(await screen.findByTestId('no-bank-details')).toHaveTextContent(PAYMENT_MESSAGES.noBankDetails);
    expect(screen.queryByTestId('account-number')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('BK-PENDING1');
  });

  it('shows a refused receipt with the reason, and still takes a new one', async () => {
    show(
      makeBookingPayment({
        receipts: [
          makeReceipt({
            status: 'REFUSED',
            status_display: 'Refused',
            refusal_reason: 'The amount does not match the total',
            reviewed_at: '2025-03-03T10:00:00.000Z',
          }),
        ],
      }),
    );
    expect(await screen.findByTestId('receipt-refusal')).toHaveTextContent(
      'The amount does not match the total',
    );
    expect(screen.getByTestId('receipt-status')).toHaveTextContent('Refused');
    expect(screen.getByTestId('receipt-form')).toBeInTheDocument();
  });

  it('once paid: Paid with date and method, no bank details, no upload form', async () => {
    const base = makeBookingPayment();
    show(
      makeBookingPayment({
        payment: {
          ...base.payment,
          status: 'PAID',
          status_display: 'Paid',
          method: 'CASH_AT_COLLECTION',
          method_display: 'Cash at collection',
          paid_at: '2025-03-02T10:00:00.000Z',
        },
        can_upload_receipt: false,
        receipts: [makeReceipt({ status: 'ACCEPTED', status_display: 'Accepted' })],
      }),
    );
    expect(await screen.findByTestId('payment-paid-line')).toHaveTextContent('by cash at collection');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.queryByTestId('bank-details')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('receipt-status')).toHaveTextContent('Accepted');
  });
});

describe('PaymentTab: Pay now through Stripe Checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Pay now when Stripe is configured and sends the browser to the session the API opened', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = routeFetch({
      [`GET /bookings/${ID}/payment/`]: () => jsonResponse(200, makeBookingPayment({ can_pay_online: true })),
      [`POST /bookings/${ID}/payment/checkout/`]: () =>
        jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });
    renderPage(<PaymentTab booking={booking} />);
    await user.click(await screen.findByTestId('pay-now'));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/checkout/'))!;
    // The amount is the server's: the request carries none.
    expect(init?.body ?? null).toBeNull();
    // Bank transfer stays beside it.
    expect(screen.getByTestId('bank-details')).toBeInTheDocument();
  });

  it('shows no Pay now without Stripe', async () => {
    show(makeBookingPayment({ can_pay_online: false }));
    await screen.findByTestId('bank-details');
    expect(screen.queryByTestId('pay-now')).not.toBeInTheDocument();
  });

  it('on return from Stripe, waits for the webhook and shows Paid once it lands', async () => {
    let reads = 0;
    const paid = makeBookingPayment({
      payment: {
        ...makeBookingPayment().payment,
        status: 'PAID',
        status_display: 'Paid',
        method: 'CARD_STRIPE',
        method_display: 'Card (Stripe)',
        paid_at: '2025-03-02T12:00:00.000Z',
      },
      can_upload_receipt: false,
    });
    routeFetch({
      [`GET /bookings/${ID}/payment/`]: () =>
        jsonResponse(200, ++reads < 2 ? makeBookingPayment({ can_pay_online: true }) : paid),
    });
    renderPage(<PaymentTab booking={booking} />, '/dashboard/bookings/x?tab=payment&checkout=success');
    expect(await screen.findByTestId('checkout-return')).toHaveTextContent(PAYMENT_MESSAGES.checkoutWaiting);
    await vi.waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid'), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('checkout-return')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-paid-line')).toHaveTextContent('by card (stripe)');
  });
});
