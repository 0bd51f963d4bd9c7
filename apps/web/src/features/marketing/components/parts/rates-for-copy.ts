import { DEFAULT_RATE_CARD, type RateCard } from '@ukgh/domain';
import { useRateCard } from '../../../../lib/rate-card.ts';

/** The current rate card, or the built-in one while it loads (pages quote its figures in their text). */
export const useRatesForCopy = (): RateCard => useRateCard().data ?? DEFAULT_RATE_CARD;
