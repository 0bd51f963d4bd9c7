import { ERROR_CODES, type MoveRefused, moveRefusalHttpStatus } from '@ukgh/domain';
import { AppError } from '../../lib/errors.ts';

const CODE_BY_STATUS = {
  400: ERROR_CODES.VALIDATION,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
} as const;

/** The domain's refusal as the typed error the API answers with: its status and the rule's message. */
export const refusalError = (refusal: MoveRefused): AppError => {
  const status = moveRefusalHttpStatus(refusal.code);
  return new AppError(status, CODE_BY_STATUS[status], refusal.reason, undefined, {
    refusal: refusal.code,
  });
};

export const STALE_MESSAGE = 'This booking has changed since you loaded it. Reload it and try again.';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const ASSIGNMENT_NOT_FOUND = 'Job not found';
