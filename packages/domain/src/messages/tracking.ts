import { TRACKING_NUMBER_INVALID_MESSAGE } from '../tracking-number.ts';

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
