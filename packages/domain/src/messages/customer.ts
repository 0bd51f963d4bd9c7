import { INVALID_SERVER_RESPONSE } from './common.ts';

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
  /** A new address is refused rather than dropped: the sign-in and every mail go to it, so it is checked first. */
  emailChangeRefused:
    'Your email address cannot be changed here. Contact us to change it: we check the new address is yours first.',
  emailFixedHint: 'To change it, contact us: we check the new address is yours first',
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
  packingListDownloadFailed: 'Failed to download the packing list',
} as const;

export const RECEIPT_MESSAGES = {
  fileRequired: 'Please select a receipt file',
  uploadFailed: 'Failed to upload receipt',
} as const;
