import {
  bookingStatusLabel,
  normalizeBookingStatus,
  regionName,
  serviceLevelLabel,
  serviceLevelName,
  statusLabel,
} from '@ukgh/domain';
import { formatGbp as formatMoneyGbp, formatGhs as formatMoneyGhs } from '../format-money.ts';
import { lazyDateTimeFormat } from '../lazy-intl.ts';
import type { AddressDto, AgentDto, BookingListItem } from './types.ts';

const COUNTRY_NAMES: Record<string, string> = { GB: 'United Kingdom', GH: 'Ghana' };

export const countryName = (code: string | null | undefined) =>
  (code && COUNTRY_NAMES[code.toUpperCase()]) || code || '';

export const agentName = (agent: AgentDto | null | undefined): string | null => {
  if (!agent) return null;
  return agent.name || [agent.first_name, agent.last_name].filter(Boolean).join(' ') || null;
};

/** 'Standard (Ship)' */
export const serviceLevelText = (value: BookingListItem['service_level']) =>
  `${serviceLevelName(value)} (${serviceLevelLabel(value)})`;

/** 'Kumasi, Ashanti (AR)': the region's name for people, the code for paperwork (DESIGN §4). */
export const destinationText = (
  item: Pick<BookingListItem, 'city' | 'gh_region_code' | 'region_name'> & {
    recipient_address?: { city?: string | null } | null;
  },
) => {
  const city = item.city ?? item.recipient_address?.city ?? '';
  const code = item.gh_region_code ?? '';
  const region = item.region_name || regionName(code);
  const regionPart = region ? (code && region !== code ? `${region} (${code})` : region) : '';
  return [city, regionPart].filter(Boolean).join(', ');
};

export const addressLines = (address: Partial<AddressDto> | null | undefined): string[] => {
  if (!address) return [];
  const postcode = address.postcode ?? address.postal_code;
  return [
    address.line1,
    address.line2,
    [address.city, postcode].filter(Boolean).join(' '),
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
};

/** The status a customer sees on a booking card: their word for it, or the booking's own status. */
export const bookingDisplayStatus = (item: Pick<BookingListItem, 'status' | 'display_status'>): string => {
  const booking = normalizeBookingStatus(item.status);
  if (booking === 'CANCELLED' || booking === 'REJECTED') return booking.toLowerCase();
  return item.display_status || item.status?.toLowerCase() || 'pending';
};

export const bookingDisplayLabel = (item: Pick<BookingListItem, 'status' | 'display_status'>): string => {
  const word = bookingDisplayStatus(item);
  const label = statusLabel(word);
  return label === word.toUpperCase() ? bookingStatusLabel(item.status) : label;
};

/** Where the goods are: the shipment's status, else what the booking says. */
export const shipmentStatusOf = (item: Pick<BookingListItem, 'status' | 'shipment_status'>): string =>
  item.shipment_status || item.status?.toLowerCase() || 'pending';

export const formatKg = (value: number | string | null | undefined) => {
  const n = Number(value ?? 0);
  return `${Number.isFinite(n) ? Number(n.toFixed(2)) : 0} kg`;
};

export const formatGbp = (value: number | string | null | undefined) => formatMoneyGbp(Number(value ?? 0));
export const formatGhs = (value: number | string | null | undefined) => formatMoneyGhs(Number(value ?? 0));

const timeFormat = lazyDateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** 14:30, UK time. */
export const formatTime = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? timeFormat(date) : '';
};

/** '5 Mar 2025, 09:00 – 12:00' */
export const pickupWindowText = (start: string | null | undefined, end: string | null | undefined) => {
  if (!start) return null;
  const from = formatDateTimeText(start);
  return end ? `${from} – ${formatTime(end)}` : from;
};

const dateTimeText = lazyDateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const formatDateTimeText = (value: string) => dateTimeText(new Date(value));
