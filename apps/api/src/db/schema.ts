import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_STATUSES,
  type AssignmentKind,
  type AssignmentStatus,
  type AuditEntity,
  BOOKING_STATUSES,
  type BookingStatus,
  DEPARTURE_MODES,
  DEPARTURE_STATES,
  type DepartureMode,
  type DepartureState,
  GOODS_CATEGORIES,
  type GoodsCategory,
  type HandoverMethod,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  RECEIPT_STATUSES,
  type ReceiptStatus,
  ROLES,
  type Role,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  sqlList,
  TRAVEL_EVENT_STATUSES,
  type TravelEventStatus,
} from '@ukgh/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });
/** `column in (…)` from the domain's list: the database refuses what the domain does not know. */
const oneOf = (column: unknown, values: readonly string[]) => sql`${column} in (${sql.raw(sqlList(values))})`;

/**
 * The text the packages hub's contains-search reads, as one expression per table so a GIN trigram index can
 * serve it; the search query uses these same functions, so the index and the query never drift apart.
 */
export const userSearchText = (t: { firstName: unknown; lastName: unknown; phoneE164: unknown }) =>
  sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.phoneE164}, '')`;

export const userNameText = (t: { firstName: unknown; lastName: unknown }) =>
  sql`${t.firstName} || ' ' || ${t.lastName}`;

export const bookingSearchText = (t: {
  bookingCode: unknown;
  senderName: unknown;
  senderPhone: unknown;
  senderLine1: unknown;
  senderLine2: unknown;
  recipientName: unknown;
  recipientPhone: unknown;
  recipientLine1: unknown;
  recipientLine2: unknown;
}) =>
  sql`${t.bookingCode} || ' ' || ${t.senderName} || ' ' || coalesce(${t.senderPhone}, '') || ' ' || ${t.senderLine1} || ' ' || coalesce(${t.senderLine2}, '') || ' ' || ${t.recipientName} || ' ' || ${t.recipientPhone} || ' ' || ${t.recipientLine1} || ' ' || coalesce(${t.recipientLine2}, '')`;

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneE164: text('phone_e164'),
    role: text('role').$type<Role>().notNull().default('CUSTOMER'),
    passwordHash: text('password_hash').notNull(),
    avatarKey: text('avatar_key'),
    isActive: boolean('is_active').notNull().default(true),
    // Bumped on password change, deactivation and deletion: tokens carry it, so old tokens stop at once.
    tokenVersion: integer('token_version').notNull().default(0),
    notificationPreferences: jsonb('notification_preferences').$type<Record<string, boolean>>().notNull(),
    lastLoginAt: ts('last_login_at'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness among live accounts; a deleted account frees its address.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.role),
    // The packages hub finds bookings by their customer's name or phone (pg_trgm, migration 0003).
    index('users_hub_search_trgm').using('gin', sql`(${userSearchText(t)}) gin_trgm_ops`),
    // Manage Bookings finds them by name alone (migration 0009): one condition whose statistics the planner
    // reads, so it knows "Kwame" matches thousands of customers and walks the list instead of joining them.
    index('users_name_trgm').using('gin', sql`(${userNameText(t)}) gin_trgm_ops`),
    check('users_role_check', oneOf(t.role, ROLES)),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a SHA-256 of the emailed token is stored: a database leak does not leak working links.
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('prt_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters for limits that must hold across API processes (login per account and address). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: ts('reset_at').notNull(),
  // Sign-in delays: no attempt under this key is checked before this time (lib/rate-limiter.ts `attempt`).
  blockedUntil: ts('blocked_until'),
});

/** Company details, the rate card and other admin-editable settings, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Every GBP→GHS rate ever set; the newest is current. Bookings keep the rate they were quoted at. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: id(),
    base: text('base').notNull().default('GBP'),
    quote: text('quote').notNull().default('GHS'),
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('currency_rates_created_idx').on(t.createdAt),
    check('currency_rates_positive', sql`${t.rate} > 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    bookingCode: text('booking_code').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<BookingStatus>().notNull().default('PENDING'),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderPhone: text('sender_phone'),
    senderLine1: text('sender_line1').notNull(),
    senderLine2: text('sender_line2'),
    senderCity: text('sender_city').notNull(),
    senderPostcode: text('sender_postcode').notNull(),
    senderCountry: text('sender_country').notNull().default('GB'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    recipientPhone: text('recipient_phone').notNull(),
    // The recipient agreed to hear by WhatsApp (asked beside their phone); their texts go by SMS otherwise.
    recipientWhatsappOptIn: boolean('recipient_whatsapp_opt_in').notNull().default(false),
    recipientLine1: text('recipient_line1').notNull(),
    recipientLine2: text('recipient_line2'),
    recipientCity: text('recipient_city').notNull(),
    recipientPostcode: text('recipient_postcode'),
    recipientCountry: text('recipient_country').notNull().default('GH'),
    // The consignee's Ghana Card number or TIN, which customs asks of commercial goods.
    recipientIdNumber: text('recipient_id_number'),
    // The prohibited-goods declaration the customer accepted, as worded then, and when.
    prohibitedGoodsDeclaration: text('prohibited_goods_declaration'),
    prohibitedGoodsDeclaredAt: ts('prohibited_goods_declared_at'),
    ghRegionCode: text('gh_region_code').notNull(),
    serviceLevel: text('service_level').notNull().default('STANDARD'),
    preferredPickupStart: ts('preferred_pickup_start'),
    preferredPickupEnd: ts('preferred_pickup_end'),
    proofMode: text('proof_mode').notNull().default('NONE'),
    fragile: boolean('fragile').notNull().default(false),
    insuranceOptIn: boolean('insurance_opt_in').notNull().default(false),
    codOptIn: boolean('cod_opt_in').notNull().default(false),
    notes: text('notes'),
    // Money in integer minor units: pence and pesewas. bigint: fifty packages at the schema's maxima price
    // above 2^31 pesewas (an integer column made that a 500); numbers stay exact in JS far beyond that.
    priceQuotePence: bigint('price_quote_pence', { mode: 'number' }).notNull(),
    priceQuotePesewas: bigint('price_quote_pesewas', { mode: 'number' }).notNull(),
    gbpToGhsRate: numeric('gbp_to_ghs_rate', { precision: 12, scale: 6 }).notNull(),
    priceBreakdown: jsonb('price_breakdown').notNull(),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the request body the key was first used with: the same key with another body is a 422.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    rejectionReason: text('rejection_reason'),
    cancellationReason: text('cancellation_reason'),
    confirmedAt: ts('confirmed_at'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: ts('rejected_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_code_unique').on(t.bookingCode),
    uniqueIndex('bookings_idempotency_unique')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('bookings_customer_created_idx').on(t.customerId, t.createdAt),
    index('bookings_status_idx').on(t.status),
    // Keyset pages of Manage Bookings, newest first, alone and after a status filter (migration 0008).
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_status_created_idx').on(t.status, t.createdAt, t.id),
    // The packages hub's contains-search over code, names, phones and address lines (pg_trgm, migration 0003).
    index('bookings_hub_search_trgm').using('gin', sql`(${bookingSearchText(t)}) gin_trgm_ops`),
    // Manage Bookings' search by code alone (migration 0009): a name matches no code trigram, so a broad name
    // costs nothing here (the wide text above would hold every booking of every Mensah).
    index('bookings_code_trgm').using('gin', sql`${t.bookingCode} gin_trgm_ops`),
    // The back-office search finds a parcel by the recipient's town (hub.repository.ts, bookingSearchFields).
    index('bookings_recipient_city_trgm').using('gin', sql`${t.recipientCity} gin_trgm_ops`),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_service_check', sql`${t.serviceLevel} in ('STANDARD','EXPRESS')`),
    check('bookings_price_check', sql`${t.priceQuotePence} >= 0 and ${t.priceQuotePesewas} >= 0`),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    pkgType: text('pkg_type').notNull().default('BOX'),
    qty: integer('qty').notNull().default(1),
    weightKg: numeric('weight_kg', { precision: 8, scale: 2 }).notNull().default('0'),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1 }).notNull().default('0'),
    widthCm: numeric('width_cm', { precision: 8, scale: 1 }).notNull().default('0'),
    heightCm: numeric('height_cm', { precision: 8, scale: 1 }).notNull().default('0'),
    declaredValuePence: integer('declared_value_pence').notNull().default(0),
    category: text('category').$type<GoodsCategory>().notNull().default('PERSONAL_EFFECTS'),
    hsCode: text('hs_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('packages_booking_idx').on(t.bookingId),
    check('packages_category_check', oneOf(t.category, GOODS_CATEGORIES)),
    check('packages_type_check', sql`${t.pkgType} in ('BOX','BARREL','ENVELOPE','BAG')`),
    check('packages_qty_check', sql`${t.qty} >= 1`),
    check('packages_nonnegative', sql`${t.weightKg} >= 0 and ${t.declaredValuePence} >= 0`),
  ],
);

/**
 * A sailing or a flight to Ghana (issue 15): packages are consolidated onto it while it is loading, and its
 * state changes move every package on it. `version` is bumped by every change (stale edits are refused).
 */
export const departures = pgTable(
  'departures',
  {
    id: id(),
    mode: text('mode').$type<DepartureMode>().notNull(),
    carrier: text('carrier').notNull(),
    vesselOrFlight: text('vessel_or_flight').notNull(),
    containerOrAwb: text('container_or_awb'),
    cutOffAt: ts('cut_off_at').notNull(),
    etd: ts('etd').notNull(),
    eta: ts('eta').notNull(),
    state: text('state').$type<DepartureState>().notNull().default('planned'),
    departedAt: ts('departed_at'),
    arrivedAt: ts('arrived_at'),
    clearedAt: ts('cleared_at'),
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('departures_state_cut_off_idx').on(t.state, t.cutOffAt),
    index('departures_mode_cut_off_idx').on(t.mode, t.cutOffAt),
    check('departures_mode_check', oneOf(t.mode, DEPARTURE_MODES)),
    check('departures_state_check', oneOf(t.state, DEPARTURE_STATES)),
  ],
);

/** Where the goods are: one per booking; the tracking number is issued at confirmation. */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number'),
    status: text('status').$type<ShipmentStatus>().notNull().default('pending'),
    // Bumped by every move: a client sends the version it saw and a stale one is refused (409).
    version: integer('version').notNull().default(0),
    currentLocation: text('current_location'),
    pickupAgentId: uuid('pickup_agent_id').references(() => users.id, { onDelete: 'set null' }),
    warehouseAgentId: uuid('warehouse_agent_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryAgentId: uuid('delivery_agent_id').references(() => users.id, { onDelete: 'set null' }),
    // The departure it is consolidated onto (issue 15); kept after arrival so the manifest stays whole.
    departureId: uuid('departure_id').references(() => departures.id, { onDelete: 'set null' }),
    lastEventAt: ts('last_event_at'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_booking_unique').on(t.bookingId),
    uniqueIndex('shipments_tracking_unique').on(t.trackingNumber),
    index('shipments_status_idx').on(t.status),
    index('shipments_pickup_agent_idx').on(t.pickupAgentId),
    index('shipments_delivery_agent_idx').on(t.deliveryAgentId),
    index('shipments_departure_idx').on(t.departureId),
    // The packages hub: its sort (newest first, keyset on created_at, id), per status, per agent filter.
    index('shipments_created_idx').on(t.createdAt, t.id),
    index('shipments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('shipments_pickup_agent_created_idx').on(t.pickupAgentId, t.createdAt, t.id),
    index('shipments_delivery_agent_created_idx').on(t.deliveryAgentId, t.createdAt, t.id),
    index('shipments_tracking_trgm').using('gin', sql`${t.trackingNumber} gin_trgm_ops`),
    check(
      'shipments_tracking_format',
      sql`${t.trackingNumber} is null or ${t.trackingNumber} ~ '^UKG[0-9]{10}$'`,
    ),
    check('shipments_status_check', oneOf(t.status, SHIPMENT_STATUSES)),
  ],
);

/** Append-only history: every status change writes one; the public tracker reads it. */
export const travelEvents = pgTable(
  'travel_events',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').$type<TravelEventStatus>().notNull(),
    code: text('code'),
    location: text('location'),
    notes: text('notes'),
    // Whether the public tracker may show the notes: the system's own text, or a person marked them so.
    notesPublic: boolean('notes_public').notNull().default(false),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The actor's role when they made the move (a user's role may change later).
    actorRole: text('actor_role').$type<Role>(),
    photoKey: text('photo_key'),
    signatureKey: text('signature_key'),
    // Where and when the delivery agent's phone was as the proof was taken (issue 50): staff only, never
    // the public tracker. All four or none.
    proofLat: doublePrecision('proof_lat'),
    proofLng: doublePrecision('proof_lng'),
    proofAccuracyM: doublePrecision('proof_accuracy_m'),
    proofTakenAt: ts('proof_taken_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('travel_events_shipment_time_idx').on(t.shipmentId, t.createdAt),
    // The packages hub's proof and consolidated filters: small partial indexes, one row per such event.
    index('travel_events_proof_idx')
      .on(t.shipmentId)
      .where(sql`${t.photoKey} is not null or ${t.signatureKey} is not null`),
    index('travel_events_consolidated_idx')
      .on(t.shipmentId)
      .where(sql`${t.status} = 'consolidated' or ${t.code} = 'consolidated'`),
    check('travel_events_status_check', oneOf(t.status, TRAVEL_EVENT_STATUSES)),
    check('travel_events_role_check', sql`${t.actorRole} is null or ${oneOf(t.actorRole, ROLES)}`),
    check(
      'travel_events_proof_location_check',
      sql`(${t.proofLat} is null) = (${t.proofLng} is null) and (${t.proofLat} is null) = (${t.proofTakenAt} is null) and (${t.proofLat} is null) = (${t.proofAccuracyM} is null)`,
    ),
  ],
);

/**
 * Everything the public tracker reads of a shipment, kept in one row so that a lookup is one probe of one index:
 * its packages and travel history as the JSON it sends (migration 0010), and copies of the shipment's and its
 * booking's columns it shows or works its delivery window from (migration 0012). The database's triggers
 * rewrite the row, in the same transaction, whenever any of those change, whoever writes them.
 */
export const trackingViews = pgTable(
  'tracking_views',
  {
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    packages: text('packages').notNull(),
    history: text('history').notNull(),
    trackingNumber: text('tracking_number'),
    shipmentStatus: text('shipment_status').notNull(),
    lastEventAt: ts('last_event_at'),
    deliveredAt: ts('delivered_at'),
    departureId: uuid('departure_id'),
    bookingStatus: text('booking_status').notNull(),
    serviceLevel: text('service_level').notNull(),
    ghRegionCode: text('gh_region_code').notNull(),
    preferredPickupStart: ts('preferred_pickup_start'),
    bookingCode: text('booking_code').notNull(),
    senderName: text('sender_name').notNull(),
    recipientName: text('recipient_name').notNull(),
  },
  (t) => [uniqueIndex('tracking_views_tracking_unique').on(t.trackingNumber)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AssignmentKind>().notNull(),
    status: text('status').$type<AssignmentStatus>().notNull().default('ASSIGNED'),
    windowStart: ts('window_start'),
    windowEnd: ts('window_end'),
    notes: text('notes'),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignments_agent_status_idx').on(t.agentId, t.status),
    index('assignments_shipment_idx').on(t.shipmentId),
    check('assignments_kind_check', oneOf(t.kind, ASSIGNMENT_KINDS)),
    check('assignments_status_check', oneOf(t.status, ASSIGNMENT_STATUSES)),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // bigint like the booking's price it copies (six packages at the schema's maxima overflowed integer).
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    method: text('method').$type<PaymentMethod>(),
    reference: text('reference'),
    paidAt: ts('paid_at'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's receipt an admin accepted, when the payment was proved by one. */
    receiptId: uuid('receipt_id').references((): AnyPgColumn => receipts.id, { onDelete: 'set null' }),
    refundedAt: ts('refunded_at'),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    /**
     * A card payment's refund asked of Stripe: it stays PAID until Stripe's charge.refunded webhook says the
     * money went back.
     */
    refundRequestedAt: ts('refund_requested_at'),
    stripeRefundId: text('stripe_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_booking_unique').on(t.bookingId),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_method_check', sql`${t.method} is null or ${oneOf(t.method, PAYMENT_METHODS)}`),
    check('payments_amount_check', sql`${t.amountPence} >= 0`),
  ],
);

/**
 * The Stripe Checkout Sessions opened for a booking's payment: an open one not yet expired is handed out
 * again, so repeated clicks on Pay now make one session; `attempt` numbers each new one for its idempotency key.
 */
export const stripeCheckoutSessions = pgTable(
  'stripe_checkout_sessions',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * OPEN until Stripe says it was paid (COMPLETE) or failed (FAILED), or until a new amount due replaced it
     * (EXPIRED, asked of Stripe, so a page left open at the old price cannot be paid); past expires_at it is skipped.
     */
    status: text('status').notNull().default('OPEN'),
    expiresAt: ts('expires_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stripe_checkout_sessions_session_unique').on(t.sessionId),
    uniqueIndex('stripe_checkout_sessions_attempt_unique').on(t.bookingId, t.attempt),
    check(
      'stripe_checkout_sessions_status_check',
      oneOf(t.status, ['OPEN', 'COMPLETE', 'FAILED', 'EXPIRED']),
    ),
  ],
);

/** Every Stripe event applied, by its id: a replayed event finds its row and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  /** What the event did: applied, or why it changed nothing. */
  outcome: text('outcome').notNull(),
  receivedAt: createdAt(),
});

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    notes: text('notes'),
    /** SUBMITTED until an admin accepts or refuses it (with the reason the customer sees). */
    status: text('status').$type<ReceiptStatus>().notNull().default('SUBMITTED'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('receipts_booking_idx').on(t.bookingId),
    // The dashboard's 'receipts to check' reads the unchecked ones only.
    index('receipts_submitted_idx').on(t.bookingId).where(sql`${t.status} = 'SUBMITTED'`),
    check('receipts_status_check', oneOf(t.status, RECEIPT_STATUSES)),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Messages to send (the transactional outbox): mail, SMS and later WhatsApp, written in the transaction of the
 * change they report, then delivered by the worker in notifications/. A row names its channel, its template
 * (`kind`) and the data it renders, so a failed change queues nothing and a crash between commit and send
 * loses nothing. A provider's id for the message lets its delivery reports move the row to delivered or failed.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: id(),
    channel: text('channel').notNull().default('email'),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The booking the message is about, for its History (null for account mails). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** An email address, or a phone number in E.164. */
    toAddress: text('to_address').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // One row per event: the same key queued twice (a retried request) is written once.
    dedupeKey: text('dedupe_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    deliveredAt: ts('delivered_at'),
    /** An SMS sent because the WhatsApp message it names was refused: the History shows both. */
    fallbackOf: uuid('fallback_of').references((): AnyPgColumn => notificationOutbox.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedupe_unique').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    // The worker's one query: due pending rows, oldest first.
    index('notification_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notification_outbox_user_idx').on(t.userId),
    index('notification_outbox_booking_idx').on(t.bookingId),
    // A delivery report names the provider's message id.
    uniqueIndex('notification_outbox_provider_message_unique')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check('notification_outbox_channel_check', sql`${t.channel} in ('email','sms','whatsapp')`),
    check(
      'notification_outbox_status_check',
      sql`${t.status} in ('pending','sent','delivered','read','failed','skipped')`,
    ),
    check('notification_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * What the recipient chose on their page (issue 50), one row per booking once they chose anything: someone
 * else to receive it, where they are, or collection at the Ghana warehouse. Every change is audited too.
 */
export const recipientChoices = pgTable(
  'recipient_choices',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    alternateName: text('alternate_name'),
    alternatePhone: text('alternate_phone'),
    pinLat: doublePrecision('pin_lat'),
    pinLng: doublePrecision('pin_lng'),
    pinAccuracyM: doublePrecision('pin_accuracy_m'),
    collectAtWarehouse: boolean('collect_at_warehouse').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'recipient_choices_alternate_check',
      sql`(${t.alternateName} is null) = (${t.alternatePhone} is null)`,
    ),
    check('recipient_choices_pin_check', sql`(${t.pinLat} is null) = (${t.pinLng} is null)`),
  ],
);
export type RecipientChoicesRow = typeof recipientChoices.$inferSelect;

/**
 * The handover code of a booking's delivery (issue 48), one row per booking: the code's salted hash (never
 * the code), who it was sent to, the wrong tries and lock; then how the delivery was confirmed (by the code,
 * or without it and why), which the dashboard's review list and the tracker read. A new trip out or an
 * admin's reissue replaces the hash and clears the tries.
 */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeSalt: text('code_salt'),
    sentTo: text('sent_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    method: text('method').$type<HandoverMethod>(),
    withoutCodeReason: text('without_code_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: uuid('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('handover_codes_method_check', sql`${t.method} is null or ${t.method} in ('CODE','WITHOUT_CODE')`),
    check('handover_codes_attempts_check', sql`${t.failedAttempts} >= 0`),
    check('handover_codes_hash_check', sql`(${t.codeHash} is null) = (${t.codeSalt} is null)`),
    index('handover_codes_without_code_idx').on(t.deliveredAt).where(sql`${t.method} = 'WITHOUT_CODE'`),
  ],
);
export type HandoverCodeRow = typeof handoverCodes.$inferSelect;

/** Phone numbers that texted STOP (or were opted out by an admin): no SMS goes to them until they text START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  source: text('source').notNull(),
  optedOutAt: createdAt(),
});

/**
 * Who changed what, when, from what to what (the changed fields only), under which request. Append-only and
 * without foreign keys: deleting a booking or a user keeps its entries. `seq` orders entries (several written
 * in one transaction share a time) and is the keyset cursor of GET /admin/audit/.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').$type<Role>(),
    action: text('action').notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: uuid('entity_id').notNull(),
    // The booking an entry belongs to (its own, its shipment's, its jobs'): a booking's trail reads one index.
    bookingId: uuid('booking_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('audit_events_seq_unique').on(t.seq),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.seq),
    index('audit_events_booking_idx').on(t.bookingId, t.seq),
    check('audit_events_role_check', sql`${t.actorRole} is null or ${oneOf(t.actorRole, ROLES)}`),
  ],
);

/**
 * The agents' actions as their phones sent them (issue 10): one row per (user, client_action_id), written in
 * the transaction of the move it made, so a retry of an action already applied finds its row and changes
 * nothing, and a refused move leaves no row (the agent may send it again once the cause is fixed).
 * `fingerprint` is a hash of what was asked: the same id with a different request is refused.
 */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientActionId: uuid('client_action_id').notNull(),
    // 'pickup.step', 'delivery.step', 'warehouse.move' or 'warehouse.assign-delivery'.
    action: text('action').notNull(),
    // The assignment or shipment acted on (no foreign key: deleting a booking keeps the record of the action).
    targetId: uuid('target_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    // When the agent did it on the phone; the travel event carries the same time.
    occurredAt: ts('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_actions_user_client_unique').on(t.userId, t.clientActionId)],
);

export type UserRow = typeof users.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type DepartureRow = typeof departures.$inferSelect;
export type TravelEventRow = typeof travelEvents.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type AgentActionRow = typeof agentActions.$inferSelect;
export type StripeCheckoutSessionRow = typeof stripeCheckoutSessions.$inferSelect;
