import type { APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_CUSTOMER, expect } from '../fixtures.ts';

/** Calls to the API as a signed-in person; each must answer 2xx (the answer's body is in the failure). */
export const apiAs = async (request: APIRequestContext, who: { email: string; password: string }) => {
  const login = await request.post('/api/v1/auth/login/', { data: who });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).tokens.access}` };
  return async <T>(method: string, path: string, data?: object): Promise<T> => {
    const res = await request.fetch(`/api/v1${path}`, { method, headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
};

const DAY = 24 * 3600_000;

/** A departure made by the admin, its cut-off tomorrow and its ETD the day after. */
export const newDeparture = async (request: APIRequestContext, body: Record<string, string>) => {
  const admin = await apiAs(request, ADMIN);
  return admin<{ id: string }>('POST', '/departures/', {
    cut_off_at: new Date(Date.now() + DAY).toISOString(),
    etd: new Date(Date.now() + 2 * DAY).toISOString(),
    eta: new Date(Date.now() + 20 * DAY).toISOString(),
    ...body,
  });
};

interface Consignee {
  recipient_name: string;
  /** `gps_address`: the GhanaPost digital address, typed as the customer types it. */
  recipient_address: { line1: string; line2?: string; city: string; gps_address?: string };
  gh_region_code: string;
  /** The consignee's Ghana Card number or TIN, which commercial goods need. */
  recipient_id_number?: string;
  packages: {
    description: string;
    weight_kg: number;
    pkg_type: string;
    declared_value: number;
    qty?: number;
    category?: 'PERSONAL_EFFECTS' | 'GIFT' | 'COMMERCIAL';
    hs_code?: string;
  }[];
}

/**
 * A new Standard booking of the demo customer to `to`, confirmed, collected and received at the UK warehouse
 * (the pickup and receiving screens are other tests' subjects); its tracking number.
 */
export const parcelAtWarehouse = async (request: APIRequestContext, to: Consignee) => {
  const customer = await apiAs(request, DEMO_CUSTOMER);
  const admin = await apiAs(request, ADMIN);
  const booking = await customer<{ id: string }>('POST', '/bookings/', {
    sender_name: 'Ama Mensah',
    sender_email: 'ama.mensah@demo.ukghanashipping.com',
    sender_phone: '+447700900123',
    sender_address: { line1: '221B Baker Street', city: 'London', postcode: 'NW1 6XE' },
    recipient_phone: '+233241234567',
    service_level_code: 'STANDARD',
    insurance_opt_in: false,
    ...to,
  });
  await admin('POST', `/admin/bookings/${booking.id}/confirm/`, {});
  await admin('POST', `/admin/bookings/${booking.id}/update-status/`, { status: 'picked_up' });
  await admin('POST', `/admin/bookings/${booking.id}/update-status/`, { status: 'at_warehouse' });
  const { tracking_number } = await customer<{ tracking_number: string }>('GET', `/bookings/${booking.id}/`);
  return tracking_number;
};
