import { isValidTrackingNumber, normalizeTrackingNumber } from '@ukgh/domain';

/**
 * What a scanned label means. The label's Code 128 carries the tracking number; its QR may carry the public
 * tracking link (`…/track/UKG1234567890` or `?tracking=…`). Either way the number inside is what staff look
 * up; anything else (a booking code typed or scanned from a receipt) is passed on trimmed.
 */
const TRACKING_IN_TEXT = /UKG\d{10}/i;

export const codeFromScan = (text: string): string => {
  const trimmed = text.trim();
  // A number typed the way it is printed or read out (`ukg 9828 4296 11`): the shared rule reads it.
  if (isValidTrackingNumber(trimmed)) return normalizeTrackingNumber(trimmed);
  const tracking = trimmed.match(TRACKING_IN_TEXT)?.[0];
  if (tracking) return tracking.toUpperCase();
  try {
    const url = new URL(trimmed);
    const fromQuery = url.searchParams.get('tracking') ?? url.searchParams.get('code');
    if (fromQuery) return fromQuery.trim();
    const last = url.pathname.split('/').filter(Boolean).pop();
    if (last) return decodeURIComponent(last).trim();
  } catch {
    // Not a link: the text itself is the code.
  }
  return trimmed;
};
