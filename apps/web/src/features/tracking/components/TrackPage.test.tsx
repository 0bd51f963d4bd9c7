import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACKING_MESSAGES, type TrackingResult } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { TrackPage } from './TrackPage.tsx';
// The page loads this part lazily; loaded up front here so that a slow transform cannot outlast findBy.
import './TrackingResultCard.tsx';

const NUMBER = 'UKG1234567890';

const RESULT: TrackingResult = {
  tracking_number: NUMBER,
  status: 'in_transit',
  delivery_window: null,
  delivery_confirmation: null,
  booking: {
    booking_code: 'BK-7Q2M9X',
    sender_address: { name: 'Kwame Mensah' },
    recipient_address: { name: 'Ama Owusu' },
    service_level: { code: 'EXPRESS', name: 'Express', label: 'Flight' },
    packages: [
      { description: 'Clothes and shoes', weight_kg: 12.5, qty: 2 },
      { description: 'School books', weight_kg: 4, qty: 1 },
    ],
  },
  travel_history: [
    { status: 'picked_up', timestamp: '2025-03-05T14:30:00Z', location: 'London', notes: null, code: null },
    {
      status: 'in_transit',
      timestamp: '2025-07-10T09:05:00Z',
      location: 'Heathrow',
      notes: 'On flight to Accra',
      code: null,
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
/** Answers the tracker with `tracker`; anything else (company details) with 404. */
const answerTracker = (status: number, body?: unknown) =>
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/v1/shipments/track/') ? jsonResponse(status, body) : jsonResponse(404, {}),
  );
const trackerCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/shipments/track/'));

const renderTrack = (path = '/track') =>
  renderRoutes(
    [
      { path: '/track', element: <TrackPage /> },
      { path: '/track/:code', element: <TrackPage /> },
    ],
    path,
  );

describe('TrackPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    answerTracker(200, RESULT);
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the button disabled while the input is blank, and an empty submit does nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderTrack();
    const button = screen.getByTestId('track-submit');
    expect(button).toBeDisabled();
    await user.type(screen.getByTestId('track-input'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByTestId('track-input'), '{Enter}');
    expect(trackerCalls()).toEqual([]);
    expect(screen.queryByTestId('track-error')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/track');
  });

  it('shows the format message for a malformed number and sends nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderTrack();
    await user.type(screen.getByTestId('track-input'), 'UKG12345');
    await user.click(screen.getByTestId('track-submit'));
    expect(screen.getByText(TRACKING_MESSAGES.invalidFormat)).toBeInTheDocument();
    expect(trackerCalls()).toEqual([]);
    expect(router.state.location.pathname).toBe('/track');
  });

  it('upper-cases a valid number, goes to /track/{CODE} and shows every field of the result', async () => {
    const user = userEvent.setup();
    const { router } = renderTrack();
    const input = screen.getByTestId('track-input');
    await user.type(input, ' ukg1234567890 ');
    expect(input).toHaveValue(' UKG1234567890 ');
    await user.click(screen.getByTestId('track-submit'));

    const result = await screen.findByTestId('tracking-result');
    expect(router.state.location.pathname).toBe(`/track/${NUMBER}`);
    expect(trackerCalls()).toEqual([`/api/v1/shipments/track/${NUMBER}/`]);
    expect(toast.success).toHaveBeenCalledWith(TRACKING_MESSAGES.found);

    expect(within(result).getByTestId('tracking-number')).toHaveTextContent(NUMBER);
    const badge = within(result).getByTestId('status-badge');
    expect(badge).toHaveTextContent('In Transit');
    expect(badge).toHaveAttribute('data-badge-class', 'in-transit');
    expect(within(result).getByTestId('tracking-sender')).toHaveTextContent('Kwame Mensah');
    expect(within(result).getByTestId('tracking-recipient')).toHaveTextContent('Ama Owusu');
    expect(within(result).getByTestId('tracking-booking-code')).toHaveTextContent('BK-7Q2M9X');
    expect(within(result).getByTestId('tracking-service')).toHaveTextContent('Express');
    expect(within(result).getByTestId('tracking-package-count')).toHaveTextContent('3'); // 2 + 1, by quantity
    const rows = within(result).getAllByTestId('tracking-package');
    expect(rows[0]).toHaveTextContent('Clothes and shoes');
    expect(rows[0]).toHaveTextContent('12.5 kg');
    expect(rows[0]).toHaveTextContent('× 2');
    expect(rows[1]).toHaveTextContent('School books');

    const events = within(result).getAllByTestId('tracking-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Picked Up');
    expect(events[0]).toHaveTextContent('5 Mar 2025, 14:30'); // en-GB, UK time (GMT in March)
    expect(events[0]).toHaveTextContent('London');
    expect(events[1]).toHaveTextContent('10 Jul 2025, 10:05'); // BST in July
    expect(events[1]).toHaveTextContent('On flight to Accra');
    expect(screen.getByTestId('shipment-progress')).not.toHaveAttribute('data-exception');
    expect(screen.getByTestId('tracking-help')).toHaveTextContent('24 hours');
  });

  it('looks a deep link up at once, with the default service level and no history', async () => {
    answerTracker(200, {
      ...RESULT,
      status: 'confirmed',
      booking: { ...RESULT.booking, service_level: null, packages: [] },
      travel_history: [],
    });
    renderTrack(`/track/${NUMBER.toLowerCase()}`);
    const result = await screen.findByTestId('tracking-result');
    expect(trackerCalls()[0]).toBe(`/api/v1/shipments/track/${NUMBER}/`);
    expect(screen.getByTestId('track-input')).toHaveValue(NUMBER);
    expect(within(result).getByTestId('tracking-service')).toHaveTextContent('Standard');
    expect(within(result).getByText(TRACKING_MESSAGES.noHistory)).toBeInTheDocument();
  });

  it('shows the not-found card for an unknown number, without an error toast', async () => {
    answerTracker(404, { message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' });
    renderTrack(`/track/${NUMBER}`);
    const card = await screen.findByTestId('tracking-not-found');
    expect(card).toHaveTextContent(TRACKING_MESSAGES.notFoundTitle);
    expect(card).toHaveTextContent(TRACKING_MESSAGES.notFound);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says it is unable to track on any other failure, with the failure toast', async () => {
    answerTracker(500, {
      message: 'Internal Server Error',
      error: 'Internal Server Error',
      code: 'INTERNAL',
    });
    renderTrack(`/track/${NUMBER}`);
    expect(await screen.findByTestId('tracking-error')).toHaveTextContent(TRACKING_MESSAGES.unavailable);
    expect(toast.error).toHaveBeenCalledWith(TRACKING_MESSAGES.failedToast, 'Internal Server Error');
  });

  it('turns the bar red with the note when the last event is an exception', async () => {
    answerTracker(200, {
      ...RESULT,
      status: 'exception',
      travel_history: [
        ...RESULT.travel_history,
        {
          status: 'exception',
          timestamp: '2025-07-11T09:00:00Z',
          location: 'Accra',
          notes: 'Held by customs',
          code: 'exception',
        },
      ],
    });
    renderTrack(`/track/${NUMBER}`);
    await screen.findByTestId('tracking-result');
    expect(screen.getByTestId('shipment-progress')).toHaveAttribute('data-exception', 'true');
    expect(screen.getByTestId('progress-exception')).toHaveTextContent(TRACKING_MESSAGES.exceptionOccurred);
    expect(screen.getByText('Held by customs')).toBeInTheDocument();
  });

  it('shows a malformed deep link the format message without a request', async () => {
    renderTrack('/track/ABC');
    expect(await screen.findByText(TRACKING_MESSAGES.invalidFormat)).toBeInTheDocument();
    expect(trackerCalls()).toEqual([]);
  });
});
