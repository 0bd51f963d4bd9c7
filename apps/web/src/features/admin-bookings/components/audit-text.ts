import {
  bookingStatusLabel,
  normalizeBookingStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentMethodLabel,
  ROLE_LABELS,
  type Role,
  statusLabel,
} from '@ukgh/domain';
import { formatGbp } from '../../../lib/bookings/display.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Audit fields arrive in either spelling (`pickupAgentId`, `pickup_agent_id`): one key for both. */
const keyOf = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  state: 'State',
  tracking_number: 'Tracking number',
  pickup_agent_id: 'Pickup agent',
  delivery_agent_id: 'Delivery agent',
  warehouse_agent_id: 'Warehouse agent',
  agent_id: 'Agent',
  kind: 'Job',
  receipt_status: 'Receipt',
  amount_gbp: 'Amount',
  method: 'Payment method',
  reference: 'Reference',
  paid_at: 'Paid on',
  refunded_at: 'Refunded on',
  refund_reason: 'Refund reason',
  reason: 'Reason',
  current_location: 'Location',
  note: 'Note',
  notes: 'Notes',
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  phone_e164: 'Phone',
  role: 'Role',
  is_active: 'Active',
  deleted_at: 'Deleted on',
  confirmed_at: 'Confirmed on',
  cancelled_at: 'Cancelled on',
  rejected_at: 'Rejected on',
  rejection_reason: 'Rejection reason',
  cancellation_reason: 'Cancellation reason',
  preferred_pickup_start: 'Pickup from',
  preferred_pickup_end: 'Pickup until',
  total_price_gbp: 'Price',
  alternate_receiver: 'Receives it instead',
  location: 'Location pin',
  collect_at_warehouse: 'Collects at the Ghana office',
  handover: 'Handed over',
  failed_attempts: 'Wrong code tries',
  tries_left: 'Tries left',
  sent_to: 'Code sent to',
  issued_at: 'Code issued',
  locked: 'Code locked',
};

/** Internal links between records: the entry's title already says which record it is. */
const HIDDEN = new Set(['shipment_id', 'receipt_id', 'booking_id', 'payment_id', 'id', 'file']);

const JOB_KINDS: Record<string, string> = { PICKUP: 'Pickup', DELIVERY: 'Delivery' };
const RECEIPT_STATUSES: Record<string, string> = {
  PENDING: 'Waiting to be checked',
  ACCEPTED: 'Accepted',
  REFUSED: 'Refused',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const auditFieldLabel = (field: string): string => {
  const key = keyOf(field);
  const label = FIELD_LABELS[key];
  if (label) return label;
  const words = key.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as people read it; null when there is none (shown as a dash, or left out when both sides are). */
export const auditValueText = (
  field: string,
  value: unknown,
  people: Record<string, string>,
): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const key = keyOf(field);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return key.endsWith('_gbp') ? formatGbp(value) : String(value);
  if (key === 'alternate_receiver' && typeof value === 'object') {
    const { name, phone } = value as { name?: string; phone?: string };
    return `${name} (${phone})`;
  }
  if (key === 'location' && typeof value === 'object') {
    const { lat, lng } = value as { lat?: number; lng?: number };
    return `${lat}, ${lng}`;
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  if (UUID.test(value)) return people[value] ?? 'a user no longer on file';
  if (ISO_DATE.test(value)) return formatDateTime(value, value);
  if (key === 'kind') return JOB_KINDS[value] ?? value;
  if (key === 'receipt_status') return RECEIPT_STATUSES[value] ?? value;
  if (key === 'method') return paymentMethodLabel(value);
  if (key === 'role') return ROLE_LABELS[value as Role] ?? value;
  if (key === 'status') {
    if (value in PAYMENT_STATUS_LABELS && !normalizeBookingStatus(value))
      return PAYMENT_STATUS_LABELS[value as PaymentStatus];
    return normalizeBookingStatus(value) ? bookingStatusLabel(value) : statusLabel(value);
  }
  return value;
};

export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The changes of one entry worth a line: known links hidden, nothing-to-nothing dropped. */
export const auditChanges = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  people: Record<string, string>,
): AuditChange[] => {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.flatMap((field) => {
    if (HIDDEN.has(keyOf(field))) return [];
    const was = auditValueText(field, before?.[field], people);
    const now = auditValueText(field, after?.[field], people);
    if (was === null && now === null) return [];
    if (was === now) return [];
    return [{ field, label: auditFieldLabel(field), before: was, after: now }];
  });
};

const ENTITY_LABELS: Record<string, string> = {
  booking: 'Booking',
  shipment: 'Shipment',
  assignment: 'Job',
  user: 'User',
  settings: 'Settings',
  departure: 'Departure',
};

/** 'Shipment · complete pickup' rather than 'shipment · complete-pickup'. */
export const auditTitle = (entity: string, action: string) =>
  `${ENTITY_LABELS[entity] ?? entity} · ${action.replace(/[-_.]/g, ' ')}`;
