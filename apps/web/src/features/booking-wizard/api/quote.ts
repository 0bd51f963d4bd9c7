import { type Quote, quote, quoteRequestSchema } from '@ukgh/domain';
import { useMemo } from 'react';
import { useRateCard } from '../../../lib/rate-card.ts';
import { toPackagePayload, type WizardValues } from '../wizard-form.ts';

export interface LiveQuote {
  data: Quote | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The live price, worked out in the browser as the customer types: the domain's pricing engine on the
 * current rate card and GBP→GHS rate from GET /rates/, the same engine and figures the server prices the
 * booking with. Nothing is shown until the packages can be priced.
 */
export const useLiveQuote = (
  values: Pick<WizardValues, 'service_level_code' | 'packages' | 'insurance_opt_in'>,
): LiveQuote => {
  const rates = useRateCard();
  const card = rates.data;
  const key = JSON.stringify([values.service_level_code, values.insurance_opt_in, values.packages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the values' content
  const data = useMemo(() => {
    if (!card) return undefined;
    const request = quoteRequestSchema.safeParse({
      service_level_code: values.service_level_code,
      insurance_opt_in: values.insurance_opt_in,
      // The description names the breakdown's lines, as on the booking the server prices.
      packages: values.packages.map(toPackagePayload),
    });
    if (!request.success) return undefined;
    // Until something is weighed, measured or flat-rated the only figure would be the minimum charge: wait for it.
    const measured = request.data.packages.some(
      (p) =>
        p.pkg_type === 'ENVELOPE' ||
        p.weight_kg > 0 ||
        (p.length_cm > 0 && p.width_cm > 0 && p.height_cm > 0),
    );
    return measured ? quote(request.data, card, card.gbp_to_ghs) : undefined;
  }, [card, key]);
  return { data, loading: rates.isPending, failed: rates.isError };
};
