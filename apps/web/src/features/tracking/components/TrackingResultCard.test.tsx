import { screen } from '@testing-library/react';
import type { TrackingResult } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { TrackingResultCard } from './TrackingResultCard.tsx';

const THREE_DAYS_AGO = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();

const resultWith = (status: string, history: string[]): TrackingResult => ({
  tracking_number: 'UKG1234567890',
  status,
  delivery_window: null,
  delivery_confirmation: null,
  booking: {
    booking_code: 'BK-7Q2M9X',
    sender_address: { name: 'Kwame Mensah' },
    recipient_address: { name: 'Ama Owusu' },
    service_level: { code: 'EXPRESS', name: 'Express', label: 'Flight' },
    packages: [],
  },
  travel_history: history.map((s) => ({
    status: s,
    timestamp: THREE_DAYS_AGO,
    location: 'London',
    notes: null,
    code: null,
  })),
});

describe('TrackingResultCard', () => {
  it('says on the delivered event how the parcel was handed over', () => {
    const result = {
      ...resultWith('delivered', ['confirmed', 'out_for_delivery', 'delivered']),
      delivery_confirmation: "Delivered, confirmed by the recipient's code",
    };
    renderPage(<TrackingResultCard result={result} />);
    const events = screen.getAllByTestId('tracking-event');
    expect(events.at(-1)).toHaveTextContent("Delivered, confirmed by the recipient's code");
    expect(screen.getAllByTestId('delivery-confirmation')).toHaveLength(1);
  });

  it.each(['confirmed', 'pickup_assigned'])(
    'a %s parcel not yet collected is waiting for collection, not overdue for a scan',
    (status) => {
      renderPage(<TrackingResultCard result={resultWith(status, ['pending', status])} />);
      expect(screen.getByTestId('tracking-awaiting-collection')).toHaveTextContent('Waiting for collection');
      expect(screen.queryByTestId('tracking-quiet')).not.toBeInTheDocument();
    },
  );

  it('a parcel on the move with no scan for days still gets the no-update warning', () => {
    renderPage(<TrackingResultCard result={resultWith('at_warehouse', ['picked_up', 'at_warehouse'])} />);
    expect(screen.getByTestId('tracking-quiet')).toBeInTheDocument();
    expect(screen.queryByTestId('tracking-awaiting-collection')).not.toBeInTheDocument();
  });
});
