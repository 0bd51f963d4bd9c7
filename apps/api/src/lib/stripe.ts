import { ERROR_CODES } from '@ukgh/domain';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Stripe's official client for this configuration. Tests point it at a local stand-in through the
 * library's own `host`/`port`/`protocol` options; a short timeout keeps a slow Stripe from holding the
 * booking row locked, and the library's retries reuse the idempotency key of the call they repeat.
 */
export const createStripeClient = (config: StripeConfig): Stripe => {
  const base = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'ukgh-shipping' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? '80' : '443'),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
};

export type { Stripe };

export const STRIPE_UNAVAILABLE =
  'Card payment is unavailable right now: try again in a moment, or pay by bank transfer';

/**
 * A call to Stripe whose failure (Stripe away, or refusing our key) is a 503 with a message, never a 500;
 * the transaction it runs in is rolled back, so nothing is half-written.
 */
export const askStripe = async <T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.warn({ err: error, stripeType: error.type, stripeCode: error.code }, 'stripe call failed');
    throw new AppError(503, ERROR_CODES.UNAVAILABLE, STRIPE_UNAVAILABLE);
  }
};
