/** The test-only Stripe keys the product and its stand-in share in the browser tests. */
export const STRIPE_E2E = {
  secretKey: 'sk_test_e2e_standin_0123456789',
  webhookSecret: 'whsec_e2e_standin_0123456789',
} as const;
