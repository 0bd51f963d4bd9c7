import type { AgentAssignment } from '@ukgh/domain';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { lazyDateTimeFormat } from '../../../lib/lazy-intl.ts';
import type { JobKind } from '../api/agent-jobs-api.ts';

export type JobStatus = AgentAssignment['status'];

export const JOB_STATUS_LABELS: Record<JobKind, Record<JobStatus, string>> = {
  pickup: { ASSIGNED: 'To collect', IN_PROGRESS: 'On the way', COMPLETED: 'Collected' },
  delivery: { ASSIGNED: 'To deliver', IN_PROGRESS: 'Out for delivery', COMPLETED: 'Delivered' },
};

export const JOB_STATUS_COLORS: Record<JobStatus, string> = {
  ASSIGNED: 'blue',
  IN_PROGRESS: 'orange',
  COMPLETED: 'teal',
};

const timeFormat = lazyDateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** '24 Nov 2026, 09:00–12:00', or both ends in full when the window spans days; null when there is none. */
export const formatWindow = (start: string | null, end: string | null): string | null => {
  if (!start && !end) return null;
  if (!start || !end) return formatDateTime(start ?? end);
  if (formatDate(start) === formatDate(end)) {
    return `${formatDate(start)}, ${timeFormat(new Date(start))}–${timeFormat(new Date(end))}`;
  }
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
};

/** The job's window: the collection window of a pickup, the delivery window of a delivery. */
export const jobWindow = (kind: JobKind, job: AgentAssignment) =>
  kind === 'pickup'
    ? formatWindow(job.pickup_window_start, job.pickup_window_end)
    : formatWindow(job.delivery_window_start, job.delivery_window_end);

/** A maps search for an address, opened in the phone's maps app or a new tab. */
export const mapsHref = (parts: (string | null | undefined)[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.filter(Boolean).join(', '))}`;

/** Who the agent meets, their phone and where: the customer in the UK, or the recipient in Ghana. */
export const jobContact = (kind: JobKind, job: AgentAssignment) => {
  const { booking } = job.shipment;
  if (kind === 'pickup') {
    const { customer, pickup_address: a } = booking;
    const lines = [a.line1, a.line2, `${a.city} ${a.postcode}`].filter((line): line is string => !!line);
    return {
      role: 'Customer',
      name: `${customer.first_name} ${customer.last_name}`,
      phone: customer.phone_e164,
      lines,
      maps: mapsHref([a.line1, a.line2, a.city, a.postcode, 'United Kingdom']),
    };
  }
  const r = booking.recipient_address;
  // Every part the customer typed: the digital address is how a driver finds a house without a street name.
  const lines = [
    r.line1,
    r.line2,
    r.city,
    `${r.region} Region`,
    r.postcode && `Digital address ${r.postcode}`,
  ].filter((line): line is string => !!line);
  return {
    role: 'Recipient',
    name: r.name,
    phone: r.phone || null,
    lines,
    maps: mapsHref([r.postcode, r.line1, r.line2, r.city, r.region, 'Ghana']),
  };
};

type PackageLine = AgentAssignment['shipment']['booking']['packages'][number];

/** '2 × Box, 12.5 kg each, 60 × 40 × 40 cm: Clothes': what the agent lifts, one line per package. */
export const packageLineText = (pkg: PackageLine) => {
  const size =
    pkg.length_cm > 0 && pkg.width_cm > 0 && pkg.height_cm > 0
      ? `, ${pkg.length_cm} × ${pkg.width_cm} × ${pkg.height_cm} cm`
      : '';
  const each = pkg.qty > 1 ? ' each' : '';
  return `${pkg.qty} × ${pkg.type_label}, ${pkg.weight_kg} kg${each}${size}: ${pkg.description}`;
};
