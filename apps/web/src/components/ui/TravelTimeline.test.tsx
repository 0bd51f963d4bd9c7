import { screen } from '@testing-library/react';
import { buildTimeline } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { TravelTimeline } from './TravelTimeline.tsx';

const delivered = {
  id: 'e1',
  status: 'delivered',
  timestamp: '2026-12-04T14:40:00.000Z',
  location: 'Kumasi',
  notes: null,
  agent_name: 'Yaw Asante',
  photo_url: '/proof.webp',
  signature_url: null,
};

describe('TravelTimeline: where the proof was taken (issue 50)', () => {
  it('shows staff the time, the point and its accuracy beside the proof, with a maps link', async () => {
    const map = 'https://www.google.com/maps/search/?api=1&query=6.688512,-1.624403';
    const items = buildTimeline({
      status: 'delivered',
      history: [
        {
          ...delivered,
          proof_location: {
            lat: 6.688512,
            lng: -1.624403,
            accuracy_m: 15,
            taken_at: '2026-12-04T14:32:00.000Z',
            map_url: map,
          },
        },
      ],
    });
    renderPage(<TravelTimeline items={items} />);
    const line = await screen.findByTestId('proof-location');
    expect(line).toHaveTextContent(/^Taken at \d\d:32 near 6\.6885, -1\.6244 \(±15 m\)/);
    expect(screen.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', map);
    expect(screen.getByTestId('proof-thumb')).toBeInTheDocument();
  });

  it('shows no location line for an answer without one (the customer’s)', async () => {
    renderPage(<TravelTimeline items={buildTimeline({ status: 'delivered', history: [delivered] })} />);
    expect(await screen.findByTestId('proof-thumb')).toBeInTheDocument();
    expect(screen.queryByTestId('proof-location')).not.toBeInTheDocument();
  });
});
