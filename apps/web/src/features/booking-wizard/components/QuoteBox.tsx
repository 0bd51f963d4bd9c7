import { Divider, Group, Loader, Stack, Text } from '@mantine/core';
import type { Quote } from '@ukgh/domain';
import { formatGbp, formatGhs } from '../../../lib/format-money.ts';

interface Props {
  quote: Quote | undefined;
  loading: boolean;
  failed: boolean;
  /** Show every line of the breakdown, not just the total. */
  detailed?: boolean;
}

/** The live price: the pricing engine on the current rate card. */
export function QuoteBox({ quote, loading, failed, detailed = false }: Props) {
  if (!quote) {
    return (
      <Group gap="xs" data-testid="quote-empty">
        {loading && <Loader size="xs" />}
        <Text fz="sm" c="dimmed">
          {loading
            ? 'Working out your price…'
            : failed
              ? 'The price could not be worked out just now; reload the page to try again before you submit.'
              : 'Enter the weight of your packages to see the price.'}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={6} data-testid="quote">
      {detailed && (
        <>
          {quote.breakdown.map((line) => (
            <Group
              key={`${line.kind}-${line.label}`}
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              gap="sm"
            >
              <Text fz="sm">{line.label}</Text>
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatGbp(line.amount_gbp)}
              </Text>
            </Group>
          ))}
          <Divider />
        </>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Estimated price</Text>
        <Text fw={800} fz="xl" c="brand.9" data-testid="quote-total">
          {formatGbp(quote.price_quote_gbp)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" ta="right">
        about {formatGhs(quote.price_quote_ghs)} · chargeable weight {quote.total_chargeable_weight_kg} kg
      </Text>
    </Stack>
  );
}
