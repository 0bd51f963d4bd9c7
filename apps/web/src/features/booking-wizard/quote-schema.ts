// The quote request's schema on its own (it brings zod and the booking's schemas), for the wizard's live price
// to download once the first step has drawn.
export { quoteRequestSchema } from '@ukgh/domain';
