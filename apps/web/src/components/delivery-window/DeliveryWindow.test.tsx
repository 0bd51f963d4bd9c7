import { screen } from '@testing-library/react';
import type { TrackingResult } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { BookingCard } from '../../features/bookings/components/BookingCard.tsx';
import { TrackingResultCard } from '../../features/tracking/components/TrackingResultCard.tsx';
import { makeListItem } from '../../test/booking-fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { DeliveryWindowBanner, DeliveryWindowFact } from './DeliveryWindow.tsx';

const estimate = {
  from: '2025-12-18',
  to: '2025-12-22',
  depends_on: 'sailing MSC ABIDJAN departed 2 Dec',
  delivered_on: null,
  text: 'Thu 18 – Mon 22 Dec',
};

describe('the delivery window', () => {
  it('shows the window and what it depends on', () => {
    renderPage(<DeliveryWindowFact window={estimate} />);
    expect(screen.getByText('Estimated delivery')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Thu 18 – Mon 22 Dec');
    expect(screen.getByTestId('delivery-window-depends-on')).toHaveTextContent(
      'sailing MSC ABIDJAN departed 2 Dec',
    );
  });

  it('says Delivered with the day once delivered, On hold while held, and nothing without a window', () => {
    const { unmount } = renderPage(
      <DeliveryWindowBanner
        window={{
          from: null,
          to: null,
          depends_on: null,
          delivered_on: '2025-12-19',
          text: 'Delivered Fri 19 Dec',
        }}
      />,
    );
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Fri 19 Dec')).toBeInTheDocument();
    unmount();
    const held = renderPage(
      <DeliveryWindowBanner
        window={{
          from: null,
          to: null,
          depends_on: 'on hold until the exception is resolved',
          delivered_on: null,
          text: null,
        }}
      />,
    );
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('On hold');
    held.unmount();
    renderPage(<DeliveryWindowFact window={null} />);
    expect(screen.queryByTestId('delivery-window')).not.toBeInTheDocument();
  });

  it('is on the public tracker and on a booking card', () => {
    const result: TrackingResult = {
      tracking_number: 'UKG1234567890',
      status: 'in_transit',
      delivery_confirmation: null,
      booking: {
        booking_code: 'BK-7Q2M9X',
        sender_address: { name: 'Kwame Mensah' },
        recipient_address: { name: 'Ama Owusu' },
        service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' },
        packages: [],
      },
      delivery_window: estimate,
      travel_history: [],
    };
    const tracker = renderPage(<TrackingResultCard result={result} />);
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Thu 18 – Mon 22 Dec');
    expect(screen.getByText('Depends on: sailing MSC ABIDJAN departed 2 Dec')).toBeInTheDocument();
    tracker.unmount();
    renderPage(<BookingCard booking={makeListItem({ status: 'CONFIRMED', delivery_window: estimate })} />);
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Thu 18 – Mon 22 Dec');
  });
});
