import { startStripeStandIn } from '../../apps/api/test/stripe-stand-in.ts';
import { STRIPE_E2E } from './stripe.ts';

/**
 * The browser tests' Stripe: the API's stand-in (apps/api/test/stripe-stand-in.ts) on a port of its own,
 * started by playwright.config.ts before the product, whose Pay button posts the signed event to the
 * product's webhook.
 */
const port = Number(process.env.STRIPE_STAND_IN_PORT);
const standIn = await startStripeStandIn({
  secretKey: STRIPE_E2E.secretKey,
  port,
  webhook: { url: String(process.env.STRIPE_WEBHOOK_URL), secret: STRIPE_E2E.webhookSecret },
});
process.stdout.write(`stripe stand-in on ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
