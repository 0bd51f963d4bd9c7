import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { callsTo, makeAdminPayment, makeReceipt, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { PaymentAdminTab } from './PaymentAdminTab.tsx';

const ID = 'b0000000-0000-4000-8000-000000000001';
const BASE = `/admin/bookings/${ID}/payment/`;
const submitted = {
  ...makeReceipt({ notes: 'From my Monzo account' }),
  uploaded_by: { id: 'c1', name: 'Efua Sarpong' },
  reviewed_by: null,
  can_accept: true,
  can_refuse: true,
};
const waiting = makeAdminPayment({ receipts: [submitted] });
const paid = makeAdminPayment({
  payment: {
    ...waiting.payment,
    status: 'PAID',
    status_display: 'Paid',
    method: 'BANK_TRANSFER',
    method_display: 'Bank transfer',
    paid_at: '2025-03-03T10:00:00.000Z',
    recorded_by: { id: 'a1', name: 'Ada Admin' },
  },
  receipts: [
    { ...submitted, status: 'ACCEPTED', status_display: 'Accepted', can_accept: false, can_refuse: false },
  ],
  can_record: false,
  can_refund: true,
});

describe('PaymentAdminTab', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows an image receipt in the proof viewer and downloads it under its own name', async () => {
    const image = {
      ...submitted,
      url: '/api/v1/files/receipts/r1.jpg?expires=1&name=bank-transfer.jpg&sig=x',
      mime_type: 'image/jpeg',
      original_name: 'bank-transfer.jpg',
      download_name: 'bank-transfer.jpg',
    };
    routeFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, makeAdminPayment({ receipts: [image] })),
      'GET /files/receipts/r1.jpg': () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:r', revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderPage(<PaymentAdminTab bookingId={ID} />);
    await user.click(await screen.findByTestId('receipt-view'));
    const viewer = await screen.findByTestId('proof-image');
    expect(viewer).toHaveAttribute('src', image.url);
    expect(screen.getByTestId('proof-title')).toHaveTextContent('bank-transfer.jpg');
    await user.click(screen.getByTestId('proof-download'));
    await waitFor(() => expect(names).toEqual(['bank-transfer.jpg']));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('receipt-download'));
    await waitFor(() => expect(names).toEqual(['bank-transfer.jpg', 'bank-transfer.jpg']));
    click.mockRestore();
  });

  it("opens a PDF receipt in the browser's viewer in a new tab", async () => {
    routeFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, waiting),
      'GET /files/receipts/r1.pdf': () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderPage(<PaymentAdminTab bookingId={ID} />);
    await user.click(await screen.findByTestId('receipt-view'));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(screen.queryByTestId('proof-image')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('accepts a receipt after asking, and shows the booking Paid', async () => {
    const user = userEvent.setup();
    let current = waiting;
    const fetchMock = routeFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, current),
      [`POST ${BASE}receipts/r1/accept/`]: () => {
        current = paid;
        return jsonResponse(200, paid);
      },
    });
    renderPage(<PaymentAdminTab bookingId={ID} />);
    const receipt = await screen.findByTestId('admin-receipt');
    expect(receipt).toHaveTextContent('Efua Sarpong');
    expect(receipt).toHaveTextContent('From my Monzo account');
    expect(screen.getByTestId('admin-payment-status')).toHaveTextContent('Pending');

    await user.click(within(receipt).getByTestId('receipt-accept'));
    await user.click(await screen.findByRole('button', { name: 'Accept receipt' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}receipts/r1/accept/`)).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.receiptAccepted);
    await waitFor(() => expect(screen.getByTestId('admin-payment-status')).toHaveTextContent('Paid'));
    expect(screen.getByTestId('admin-payment-paid')).toHaveTextContent(
      'by bank transfer, recorded by Ada Admin',
    );
    expect(screen.queryByTestId('receipt-accept')).not.toBeInTheDocument();
    expect(screen.getByTestId('refund-payment')).toBeInTheDocument();
  });

  it('refuses a receipt with the reason typed', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, waiting),
      [`POST ${BASE}receipts/r1/refuse/`]: () => jsonResponse(200, waiting),
    });
    renderPage(<PaymentAdminTab bookingId={ID} />);
    await user.click(await screen.findByTestId('receipt-refuse'));
    await user.type(await screen.findByTestId('reason-input'), 'Amount does not match');
    await user.click(screen.getByTestId('reason-submit'));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}receipts/r1/refuse/`)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, `POST ${BASE}receipts/r1/refuse/`)[0]!.init?.body));
    expect(body).toEqual({ reason: 'Amount does not match' });
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.receiptRefused);
  });

  it('records cash at collection for the amount due', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, makeAdminPayment()),
      [`POST ${BASE}record/`]: () => jsonResponse(200, paid),
    });
    renderPage(<PaymentAdminTab bookingId={ID} />);
    expect(await screen.findByText('No receipts uploaded yet.')).toBeInTheDocument();
    await user.click(screen.getByTestId('record-payment'));
    await user.type(await screen.findByTestId('record-reference'), 'Cash book 12');
    await user.click(screen.getByTestId('record-submit'));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}record/`)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, `POST ${BASE}record/`)[0]!.init?.body));
    expect(body).toMatchObject({
      method: 'CASH_AT_COLLECTION',
      amount_gbp: 31.25,
      reference: 'Cash book 12',
    });
    expect(Math.abs(Date.parse(body.paid_at) - Date.now())).toBeLessThan(5 * 60_000);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.paymentRecorded);
  });

  it('offers no action the rules refuse: a refunded payment has none', async () => {
    routeFetch({
      [`GET ${BASE}`]: () =>
        jsonResponse(
          200,
          makeAdminPayment({
            payment: {
              ...paid.payment,
              status: 'REFUNDED',
              status_display: 'Refunded',
              refund_reason: 'Cancelled',
            },
            can_record: false,
            can_refund: false,
          }),
        ),
    });
    renderPage(<PaymentAdminTab bookingId={ID} />);
    expect(await screen.findByTestId('admin-payment-status')).toHaveTextContent('Refunded');
    expect(screen.queryByTestId('record-payment')).not.toBeInTheDocument();
    expect(screen.queryByTestId('refund-payment')).not.toBeInTheDocument();
  });

  it('names a card payment taken through Stripe, with its Stripe reference, and refunds it through Stripe', async () => {
    const user = userEvent.setup();
    const card = makeAdminPayment({
      payment: {
        ...paid.payment,
        method: 'CARD_STRIPE',
        method_display: 'Card (Stripe)',
        reference: 'pi_3Nabc',
        recorded_by: null,
      },
      can_record: false,
      can_refund: true,
    });
    const asked = makeAdminPayment({
      ...card,
      payment: { ...card.payment, refund_requested_at: '2025-03-04T10:00:00.000Z' },
      can_refund: false,
    });
    let now = card;
    const fetchMock = routeFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, now),
      [`POST ${BASE}refund/`]: () => {
        now = asked;
        return jsonResponse(200, asked);
      },
    });
    renderPage(<PaymentAdminTab bookingId={ID} />);
    expect(await screen.findByTestId('admin-payment-paid')).toHaveTextContent('by Card (Stripe)');
    expect(screen.getByTestId('admin-stripe-reference')).toHaveTextContent('pi_3Nabc');
    await user.click(screen.getByRole('button', { name: 'Refund through Stripe' }));
    await user.type(await screen.findByTestId('reason-input'), 'Cancelled before collection');
    await user.click(screen.getByTestId('reason-submit'));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}refund/`)).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundAskedOfStripe);
    expect(await screen.findByTestId('admin-refund-requested')).toHaveTextContent('waiting for Stripe');
    expect(screen.queryByTestId('refund-payment')).not.toBeInTheDocument();
  });
});
