import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { serviceLevelLabel, serviceLevelName } from '@ukgh/domain';
import { ContactSupportButton } from '../../../components/ui/ContactSupportButton.tsx';
import { formatGbp } from '../../../lib/format-money.ts';
import type { LiveQuote } from '../api/quote.ts';
import { summaryTotals, type WizardValues } from '../wizard-form.ts';
import { QuoteBox } from './QuoteBox.tsx';

interface Props {
  values: WizardValues;
  quote: LiveQuote;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The wizard's side summary (spec 000 §2) with the live price. */
export function BookingSummary({ values, quote }: Props) {
  const totals = summaryTotals(values.packages);
  return (
    <Stack gap="lg" style={{ position: 'sticky', top: 88 }}>
      <Card data-testid="booking-summary">
        <Title order={2} fz="lg" c="brand.9" mb="sm">
          Booking summary
        </Title>
        <Stack gap={8}>
          <Row
            label="Service level"
            value={`${serviceLevelName(values.service_level_code)} (${serviceLevelLabel(values.service_level_code)})`}
            testId="summary-service"
          />
          <Row label="Packages" value={String(totals.count)} testId="summary-count" />
          <Row label="Total weight" value={`${totals.weightKg} kg`} testId="summary-weight" />
          <Row label="Declared value" value={formatGbp(totals.declaredValueGbp)} testId="summary-value" />
        </Stack>
        <Divider my="md" />
        <QuoteBox quote={quote.data} loading={quote.loading} failed={quote.failed} />
      </Card>
      <Card padding="md">
        <Text fw={700} mb={4}>
          Need help?
        </Text>
        <Text fz="sm" c="dimmed" mb="sm">
          Our team in London and Accra can help with what to send and how to pack it.
        </Text>
        <ContactSupportButton />
      </Card>
    </Stack>
  );
}
