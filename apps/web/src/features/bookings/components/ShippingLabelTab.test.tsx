import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { ShippingLabelTab } from './ShippingLabelTab.tsx';

const ID = 'b0000000-0000-4000-8000-000000000001';
const label = {
  booking_id: ID,
  booking_code: 'BK-ABC123',
  tracking_number: 'UKG1234567890',
  label_url: null,
  download_url: null,
  barcode_image: null,
  qr_code_image: null,
  tracking_url: null,
  from: {
    company: 'UK Ghana Shipping',
    address: '1 High Street',
    city: 'London',
    postcode: 'E1 1AA',
    country: 'GB',
    phone: '+442000000000',
    sender_name: 'Ama Mensah',
  },
  to: {
    name: 'Kofi Mensah',
    address: '2 Ring Road',
    address2: null,
    city: 'Accra',
    postcode: null,
    region: 'GA',
    region_name: 'Greater Accra',
    country: 'GH',
    phone: null,
  },
  weight: 12,
  packages_count: 2,
  item_number: '2',
  items: [
    { item_number: '1', description: 'Box', weight_kg: 6 },
    { item_number: '2', description: 'Box', weight_kg: 6 },
  ],
  service_level: { code: 'STANDARD', name: 'STANDARD', label: 'Ship' },
  fragile: false,
  status: 'confirmed',
  status_display: 'Confirmed',
  created_at: '2025-03-01T09:00:00.000Z',
  confirmed_at: '2025-03-02T09:00:00.000Z',
};

describe('ShippingLabelTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the customer the same thing before and after confirmation: the pickup agent brings the label', async () => {
    const { unmount } = renderPage(<ShippingLabelTab bookingId={ID} trackingNumber={null} />);
    const before = screen.getByTestId('label-not-yet').textContent ?? '';
    expect(before).toMatch(/pickup agent brings the label printed/);
    unmount();

    routeFetch({ [`GET /shipments/bookings/${ID}/shipping-label/`]: () => jsonResponse(200, label) });
    renderPage(<ShippingLabelTab bookingId={ID} trackingNumber="UKG1234567890" />);
    await screen.findByTestId('shipping-label');
    const after = screen.getByText(/labels of 4 × 6 inches/).textContent ?? '';
    expect(after).toMatch(/pickup agent brings the label printed/);
    expect(after).toMatch(/do not need to print/);
    expect(after).not.toMatch(/Print (it|them) at 100%/);
  });
});
