import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { useAppStarted } from '../../../lib/app-started.ts';
import { useNearScreen } from '../../../lib/near-screen.ts';
import { useRateCard } from '../../../lib/rate-card.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { RateCardView } from './RateCardView.tsx';

// The calculator validates with the shared zod schemas, which would put /rates over the public budget: its
// chunk downloads when the calculator is drawn, near the screen (below).
const QuoteCalculator = lazy(() =>
  import('./QuoteCalculator.tsx').then((m) => ({ default: m.QuoteCalculator })),
);

/** /rates: the rate card and a calculator that answers as you type. */
export function RatesPage() {
  usePageMeta(
    'Shipping Rates & Price Calculator',
    'Our UK to Ghana shipping rates by sea and by air, flat prices for barrels and envelopes, insurance, and an instant price calculator in pounds and cedis.',
  );
  const rates = useRateCard();
  // The rate card and the calculator are the page's largest render: drawn from a deferred value, React does
  // it in short slices (a transition) instead of one long task that would hold a phone's taps meanwhile.
  const card = useDeferredValue(rates.data);
  // The server draws the rate card but not the calculator: its fields would take typing the app, once it
  // starts, would not see. Its placeholder holds the place until then, and on a phone, where the calculator
  // is below the fold, until the visitor scrolls towards it: drawing it (and the layout it takes) was the
  // largest piece of the page's start-up work after React's own.
  const started = useAppStarted();
  const [calculatorRef, calculatorNear] = useNearScreen();
  const calculatorPlaceholder = <Skeleton height={400} />;

  return (
    <>
      <PublicPageHero
        eyebrow="Rates"
        title="Clear prices, from one envelope to a full barrel"
        text="Pay by the kilo on the greater of actual or volumetric weight, with flat prices for barrels and envelopes. No fuel surcharges, no hidden fees: packaging and collection from your door are included."
      />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        {rates.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Our rates could not be loaded">
            <Text fz="sm">Please check your connection and try again.</Text>
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => rates.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !card ? (
          <Stack data-testid="rates-loading">
            <Skeleton height={260} />
            <Skeleton height={400} />
          </Stack>
        ) : (
          <Stack gap={56}>
            <section aria-labelledby="rate-card-title">
              <Title id="rate-card-title" order={2} c="brand.9" mb="lg" fz={{ base: 24, sm: 30 }}>
                Our rate card
              </Title>
              <RateCardView card={card} />
            </section>
            <section aria-labelledby="calculator-title" ref={calculatorRef}>
              <Title id="calculator-title" order={2} c="brand.9" fz={{ base: 24, sm: 30 }}>
                Price calculator
              </Title>
              <Text c="dimmed" mb="lg">
                Add each package you plan to send; the price updates as you type.
              </Text>
              {started && calculatorNear ? (
                <Suspense fallback={calculatorPlaceholder}>
                  <QuoteCalculator card={card} />
                </Suspense>
              ) : (
                calculatorPlaceholder
              )}
            </section>
          </Stack>
        )}
      </Container>
    </>
  );
}
