import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';

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
