import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PACKAGE_MESSAGES } from '@ukgh/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { callsTo, makeDetail, makeShipmentRef, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { UpdateStatusDialog } from './UpdateStatusDialog.tsx';

// jsdom has no canvas to draw on: the setup file's signature_pad stands in for a recipient who has signed.

const ID = 'b1';
const bookingAt = (status: string) =>
  makeDetail({
    id: ID,
    status: 'CONFIRMED',
    shipment: makeShipmentRef({ status, version: 7, tracking_number: 'UKG1234567890' }),
  });

const choose = async (user: UserEvent, testId: string, option: string) => {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

const updated = { booking: bookingAt('delivered'), event: {} };

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('UpdateStatusDialog', () => {
  it('offers only the moves the rules allow from the current status, and Correction', async () => {
    routeFetch({});
    const user = userEvent.setup();
    renderPage(<UpdateStatusDialog booking={bookingAt('at_ghana_warehouse')} opened onClose={() => {}} />);
    await user.click(screen.getByTestId('update-status-select'));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['Out for Delivery', 'Exception', 'Correction (set any status, with a reason)']);
  });

  it('out for delivery without an agent: the spec message, nothing sent', async () => {
    const fetchMock = routeFetch({
      'GET /admin/agents/': () =>
        jsonResponse(200, [{ id: 'd1', first_name: 'Yaw', last_name: 'Asante', name: 'Yaw Asante' }]),
    });
    const user = userEvent.setup();
    renderPage(<UpdateStatusDialog booking={bookingAt('at_ghana_warehouse')} opened onClose={() => {}} />);
    await choose(user, 'update-status-select', 'Out for Delivery');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(
      await screen.findByText('Please select a delivery agent for out for delivery status'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /admin/bookings/${ID}/update-status/`)).toHaveLength(0);
  });

  it('with an agent: sends status, agent and the version seen; toasts the spec text', async () => {
    const fetchMock = routeFetch({
      'GET /admin/agents/': () =>
        jsonResponse(200, [{ id: 'd1', first_name: 'Yaw', last_name: 'Asante', name: 'Yaw Asante' }]),
      [`POST /admin/bookings/${ID}/update-status/`]: () => jsonResponse(200, updated),
    });
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <UpdateStatusDialog
        booking={bookingAt('at_ghana_warehouse')}
        opened
        onClose={() => {}}
        onUpdated={onUpdated}
      />,
    );
    await choose(user, 'update-status-select', 'Out for Delivery');
    await choose(user, 'update-status-agent', 'Yaw Asante');
    await user.type(screen.getByLabelText('Location'), 'Accra hub');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    const body = callsTo(fetchMock, `POST /admin/bookings/${ID}/update-status/`)[0]!.init?.body as FormData;
    expect(body.get('status')).toBe('out_for_delivery');
    expect(body.get('delivery_agent_id')).toBe('d1');
    expect(body.get('location')).toBe('Accra hub');
    expect(body.get('expected_version')).toBe('7');
    expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.statusUpdated);
  });

  it('sends the note as internal unless "Show this note to the customer" is ticked', async () => {
    const fetchMock = routeFetch({
      [`POST /admin/bookings/${ID}/update-status/`]: () => jsonResponse(200, updated),
    });
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <UpdateStatusDialog
        booking={bookingAt('at_warehouse')}
        opened
        onClose={() => {}}
        onUpdated={onUpdated}
      />,
    );
    await choose(user, 'update-status-select', 'Exception');
    await user.type(screen.getByLabelText(/Notes/), 'Box crushed');
    await user.click(screen.getByRole('checkbox', { name: /Show this note to the customer/ }));
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    const body = callsTo(fetchMock, `POST /admin/bookings/${ID}/update-status/`)[0]!.init?.body as FormData;
    expect(body.get('notes')).toBe('Box crushed');
    expect(body.get('public_note')).toBe('true');
  });

  it('delivered opens Delivery Proof, which asks for a photo or a signature', async () => {
    const fetchMock = routeFetch({});
    const user = userEvent.setup();
    renderPage(<UpdateStatusDialog booking={bookingAt('out_for_delivery')} opened onClose={() => {}} />);
    await choose(user, 'update-status-select', 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Delivery Proof')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Please capture or upload proof')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /admin/bookings/${ID}/update-status/`)).toHaveLength(0);
  });

  it('a drawn signature is sent as a PNG in proof_signature', async () => {
    const fetchMock = routeFetch({
      [`POST /admin/bookings/${ID}/update-status/`]: () => jsonResponse(200, updated),
    });
    const user = userEvent.setup();
    renderPage(<UpdateStatusDialog booking={bookingAt('out_for_delivery')} opened onClose={() => {}} />);
    await choose(user, 'update-status-select', 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await user.click(await screen.findByText('Signature'));
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.deliveredWithProof));
    const body = callsTo(fetchMock, `POST /admin/bookings/${ID}/update-status/`)[0]!.init?.body as FormData;
    expect(body.get('status')).toBe('delivered');
    expect(body.get('proof_photo')).toBeNull();
    const signature = body.get('proof_signature') as File;
    expect(signature.type).toBe('image/png');
    expect(signature.name).toBe('signature.png');
    const bytes = new Uint8Array(await signature.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('a refused proof says so with the spec text', async () => {
    routeFetch({
      [`POST /admin/bookings/${ID}/update-status/`]: () =>
        jsonResponse(415, {
          message: 'Proof must be a JPEG, PNG or WebP image',
          error: 'x',
          code: 'unsupported_media_type',
        }),
    });
    const user = userEvent.setup();
    renderPage(<UpdateStatusDialog booking={bookingAt('out_for_delivery')} opened onClose={() => {}} />);
    await choose(user, 'update-status-select', 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await user.click(await screen.findByText('Signature'));
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        PACKAGE_MESSAGES.proofFailed,
        'Proof must be a JPEG, PNG or WebP image',
      ),
    );
  });
});
