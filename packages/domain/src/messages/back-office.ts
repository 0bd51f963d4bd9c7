import { MESSAGE_PASSWORDS_DO_NOT_MATCH } from '../schemas/field-messages.ts';
import { BOOKING_MESSAGES } from './customer.ts';

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
  // Not in the spec: the handover code's reissue (issue 48), naming who was texted the new code.
  handoverCodeSent: (sentTo: 'recipient' | 'alternate receiver') =>
    sentTo === 'recipient'
      ? 'New handover code texted to the recipient'
      : 'New handover code texted to the person the recipient named to receive it',
  handoverCodeFailed: 'Failed to send a new handover code',
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
  bankHolidaysSaved: 'Bank holidays saved',
  deliveryEstimateSaved: 'Delivery estimate saved: every delivery window follows it at once',
  saveFailed: 'Failed to save settings',
} as const;

export const EMPTY_STATES = {
  bookings: 'No bookings found',
  users: 'No users found',
  packages: 'No packages found',
  shipments: 'No shipments found',
  pickupAssignments: 'No pickup assignments',
  deliveryAssignments: 'No delivery assignments',
} as const;
