/**
 * Every user-facing text the spec gives, character for character (spec 000 §5, §8; spec 001 §5, §8).
 * Screens and the API take their wording from here so a test can hold it to the spec.
 */
import {
  MESSAGE_INVALID_EMAIL,
  MESSAGE_PASSWORD_TOO_SHORT,
  MESSAGE_PASSWORDS_DO_NOT_MATCH,
} from './schemas/field-messages.ts';
import { TRACKING_NUMBER_INVALID_MESSAGE } from './tracking-number.ts';

/** The toast for a failed call with neither a server message nor a client error text. */
export const GENERIC_ERROR = 'An error occurred';
export const NOT_FOUND_PAGE_TEXT = 'Oops! Page not found';
export const IMAGE_NOT_AVAILABLE = 'Image not available';
export const INVALID_SERVER_RESPONSE = 'Invalid response from server';

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully!',
} as const;

export const REGISTRATION_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  passwordTooShort: MESSAGE_PASSWORD_TOO_SHORT,
  passwordsDoNotMatch: MESSAGE_PASSWORDS_DO_NOT_MATCH,
  invalidEmail: MESSAGE_INVALID_EMAIL,
  failed: 'Registration failed. Please try again.',
} as const;

export const TRACKING_MESSAGES = {
  invalidFormat: TRACKING_NUMBER_INVALID_MESSAGE,
  notFoundTitle: 'Tracking Number Not Found',
  notFound: "Tracking number not found. Please check that you've entered the correct tracking number.",
  unavailable: 'Unable to track package. Please try again later.',
  failedToast: 'Failed to track package',
  found: 'Tracking information found!',
  noHistory: 'No tracking history available yet.',
  copied: 'Tracking number copied to clipboard',
  exceptionOccurred: 'Exception occurred',
} as const;

/** The customer's booking wizard and booking list. */
export const BOOKING_MESSAGES = {
  created: 'Booking created successfully!',
  createFailed: 'Failed to create booking. Please try again.',
  cancelConfirm: 'Are you sure you want to cancel this booking?',
  cancelled: 'Booking cancelled successfully',
  cancelFailed: 'Failed to cancel booking',
  notFoundTitle: 'Booking Not Found',
  pickupNotScheduled: 'Not scheduled',
} as const;

/** Toasts of the customer screens (spec 000 §8). */
export const CUSTOMER_MESSAGES = {
  fetchBookingsFailed: 'Failed to fetch bookings',
  fetchPackagesFailed: 'Failed to fetch packages',
  fetchShipmentsFailed: 'Failed to fetch shipments',
  fetchBookingDetailsFailed: 'Failed to fetch booking details',
  loadShippingLabelFailed: 'Failed to load shipping label',
  generateLabelFailed: 'Failed to generate label',
  paymentComingSoon: 'Payment integration coming soon',
  invoiceComingSoon: 'Invoice download coming soon',
  packagesSubtitle: 'Track your packages that have been picked up',
  shipmentsSubtitle: 'Track your packages in real-time',
  noTrackingNumber: 'N/A',
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  /** Not in the spec, which keeps preferences on the client; ours are saved, so the toast says what was. */
  notificationPreferencesSaved: 'Notification preferences saved',
} as const;

export const AVATAR_MESSAGES = {
  badType: 'Please upload a JPEG, PNG, GIF, or WebP image',
  tooLarge: 'File too large. Please upload an image smaller than 5MB',
  uploaded: 'Avatar uploaded successfully',
  uploadFailed: 'Failed to upload avatar',
  removed: 'Avatar removed successfully',
  removeFailed: 'Failed to remove avatar',
  invalidResponse: INVALID_SERVER_RESPONSE,
} as const;

/** Label and invoice PDFs (not in the spec, whose downloads were placeholders). */
export const DOCUMENT_MESSAGES = {
  invoiceDownloadFailed: 'Failed to download invoice',
} as const;

export const RECEIPT_MESSAGES = {
  fileRequired: 'Please select a receipt file',
  uploadFailed: 'Failed to upload receipt',
} as const;

/** Paying for a booking and an admin's check of it (issue 11; not in the spec, whose payment was a placeholder). */
export const PAYMENT_MESSAGES = {
  noBankDetails:
    'Our bank details are not available online yet. Please contact us for how to pay; do not send money to an account you were not given by us.',
  referenceHint: 'Use your booking code as the payment reference so we can match your payment.',
  receiptAccepted: 'Receipt accepted: the booking is paid',
  receiptRefused: 'Receipt refused: the customer has been told why',
  paymentRecorded: 'Payment recorded',
  paymentRefunded: 'Payment marked as refunded',
  updateFailed: 'Failed to update the payment',
  loadFailed: 'Failed to load the payment',
  copied: 'Copied to clipboard',
} as const;

/** Add User and Edit User dialogs (spec 001 §5). */
export const USER_FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleRequired: 'Role is required',
  roleInvalid: 'Role is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: MESSAGE_PASSWORDS_DO_NOT_MATCH,
} as const;

/** Update status, proof, scan and bulk dialogs (spec 001 §5). */
export const STATUS_UPDATE_MESSAGES = {
  deliveryAgentRequired: 'Please select a delivery agent for out for delivery status',
  proofRequired: 'Please capture or upload proof',
  selectPackagesFirst: 'Please select packages first',
  selectDeliveryAgent: 'Please select a delivery agent',
} as const;

/** Back-office bookings (spec 001 §8). */
export const ADMIN_BOOKING_MESSAGES = {
  confirmed: 'Booking confirmed successfully',
  confirmFailed: 'Failed to confirm booking',
  confirmedAndAssigned: 'Booking confirmed and assigned to agent successfully',
  rejected: 'Booking rejected',
  rejectFailed: 'Failed to reject booking',
  cancelled: 'Booking cancelled',
  cancelFailed: BOOKING_MESSAGES.cancelFailed,
  fetchPickupAgentsFailed: 'Failed to fetch pickup agents',
  fetchDeliveryAgentsFailed: 'Failed to fetch delivery agents',
  pickupAgentAssigned: 'Pickup agent assigned successfully',
  deliveryAgentAssigned: 'Delivery agent assigned successfully',
  assignFailed: 'Failed to assign agent',
  loadAgentsFailed: 'Failed to load agents',
  loadDetailsFailed: 'Failed to load booking details',
  noTrackingCode: 'No tracking code available for this booking',
  addressCopied: 'Address copied to clipboard',
} as const;

/** Back-office packages (spec 001 §8). */
export const PACKAGE_MESSAGES = {
  statusUpdated: 'Package status updated successfully',
  statusUpdateFailed: 'Failed to update package status',
  deliveredWithProof: 'Package marked as delivered with proof',
  proofFailed: 'Failed to capture proof',
  loadFailed: 'Failed to load packages',
  found: 'Package found successfully',
  notFound: 'Package not found',
  scanFailed: 'Failed to scan package',
  labelsPrinted: 'Labels printed successfully',
  deliveryAgentsAssigned: 'Delivery agents assigned successfully',
  markedInTransit: 'Packages marked as in transit',
  bulkActionFailed: 'Failed to perform bulk action',
  // Not in the spec: the CSV download's own failure (the hub's export, spec 001 §2).
  exportFailed: 'Failed to export packages',
  deleteFailed: 'Failed to delete package',
  noTrackingCode: ADMIN_BOOKING_MESSAGES.noTrackingCode,
  addressCopied: ADMIN_BOOKING_MESSAGES.addressCopied,
} as const;

/** 'Booking {code} has been permanently deleted' (spec 001 §8). */
export const bookingDeletedMessage = (bookingCode: string): string =>
  `Booking ${bookingCode} has been permanently deleted`;

/** Manage Users (spec 001 §8). */
export const USER_MESSAGES = {
  created: 'User created successfully',
  createFailed: 'Failed to create user',
  fetchFailed: 'Failed to fetch users',
  fetchDetailsFailed: 'Failed to fetch user details',
  activated: 'User activated successfully',
  deactivated: 'User deactivated successfully',
  statusUpdateFailed: 'Failed to update user status',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
} as const;

/** The admin Settings screen (its texts are not in the spec: spec 001 §2 leaves its layout open). */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  companySaved: 'Company details saved',
  ratesSaved: 'Rates saved: new quotes use them, existing bookings keep their price',
  currencySaved: 'Exchange rate saved: new quotes use it',
  bankSaved: 'Bank details saved',
  collectionDaysSaved: 'Collection days saved',
  deliveryEstimateSaved: 'Delivery estimate saved: every delivery window follows it at once',
  saveFailed: 'Failed to save settings',
} as const;

/** Agent screens (spec 001 §8). */
export const AGENT_MESSAGES = {
  loadPickupAssignmentsFailed: 'Failed to load pickup assignments',
  loadWarehouseShipmentsFailed: 'Failed to load warehouse shipments',
  loadDeliveryAgentsFailed: 'Failed to load delivery agents',
  loadDeliveryAssignmentsFailed: 'Failed to load delivery assignments',
} as const;

/** The agents' actions sent from the phone (issue 10): when they happened, and the phone's action id. */
export const AGENT_ACTION_MESSAGES = {
  occurredInFuture: "The time of this action is in the future: check the phone's clock",
  occurredTooLongAgo: 'This action happened more than 7 days ago and can no longer be sent',
  actionIdReused: 'This action id was already used for a different action',
} as const;

/** The warehouse dashboard's scan box (spec 001 §5 "Scan needs a non-empty tracking or booking number"; its text is ours). */
export const WAREHOUSE_MESSAGES = {
  scanEmpty: 'Enter or scan a tracking or booking number',
} as const;

/** A scan that found the package but cannot make the chosen step from where the package is. */
export const warehouseScanRefused = (statusText: string, verb: string): string =>
  `is ${statusText}: it cannot be ${verb} now`;

export const EMPTY_STATES = {
  bookings: 'No bookings found',
  users: 'No users found',
  packages: 'No packages found',
  shipments: 'No shipments found',
  pickupAssignments: 'No pickup assignments',
  deliveryAssignments: 'No delivery assignments',
} as const;

const flattenText = (value: unknown): string[] => {
  if (value == null || value === '') return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(flattenText);
  if (typeof value === 'object') return Object.values(value).flatMap(flattenText);
  return [];
};

/**
 * The registration failure toast (spec 000 §8): the values of the response's error object flattened and
 * joined with commas; a plain string as it is; nothing usable gives the fallback. Our error body
 * `{message, error, code, details}` is read as: per-field `details` first (a validation error lists every
 * problem), then `error` (where the spec reads server text), then `message`. A body with none of those is
 * read as a field → messages object itself, the shape older servers sent; `code` is never shown.
 */
export const formatRegistrationError = (data: unknown): string => {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const { details, error, message, code: _code, ...fields } = data as Record<string, unknown>;
    for (const part of [details, error, message, fields]) {
      const texts = flattenText(part);
      if (texts.length > 0) return texts.join(', ');
    }
    return REGISTRATION_MESSAGES.failed;
  }
  const texts = flattenText(data);
  return texts.length > 0 ? texts.join(', ') : REGISTRATION_MESSAGES.failed;
};

/**
 * The toast for any failed call but a 401 (spec 000 §8, spec 001 §8): the response's message field,
 * else the client's error text (a timeout, no network), else 'An error occurred'.
 */
export const errorToastText = (body: unknown, clientErrorText?: string | null): string => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (clientErrorText?.trim()) return clientErrorText;
  return GENERIC_ERROR;
};

/** Agent actions kept on the phone while there is no connection (issue 10; not in the spec). */
export const AGENT_OFFLINE_MESSAGES = {
  savedOffline: 'Saved on this phone: it will be sent when the connection returns',
  waitingToSend: 'waiting to send',
  refusedTitle: 'Not accepted by the server',
  offlineCopy: 'You are offline: showing the last list this phone saved',
} as const;

/** Answers of the security checks (issue 13): bad characters, reused idempotency keys, timeouts, big images. */
export const SECURITY_MESSAGES = {
  nulCharacter: 'Text must not contain a NUL character (\\u0000)',
  loneSurrogate: 'Text contains an invalid character (a lone UTF-16 surrogate)',
  forbiddenProperty: 'Body must not contain a "__proto__" or "constructor" property',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request body',
  imageTooManyPixels: 'The image is too large: at most 40 megapixels',
  registerEmailUnavailable:
    'This email address cannot be used to register. If it is yours, sign in or reset your password.',
} as const;
