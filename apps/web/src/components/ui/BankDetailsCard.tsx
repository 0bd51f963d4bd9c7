import { ActionIcon, Alert, Card, CopyButton, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { PAYMENT_MESSAGES, type PayToDto } from '@ukgh/domain';

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} ff="monospace" fz="md" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? PAYMENT_MESSAGES.copied : `Copy ${label.toLowerCase()}`} withArrow>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : 'brand'}
              size="lg"
              onClick={copy}
              aria-label={`Copy ${label.toLowerCase()}`}
              data-testid={`copy-${testId}`}
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

interface Props {
  bankDetails: PayToDto;
  /** The booking code to quote; null before the booking exists (the wizard says where it will be). */
  reference: string | null;
  title?: string;
}

/**
 * Where a customer pays: the account from Settings and the booking code as the reference, each with a copy
 * button. Without bank details in settings it says so and prints no account (nothing invented).
 */
export function BankDetailsCard({ bankDetails, reference, title = 'How to pay' }: Props) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="bank-details">
      <Group gap="xs" mb="sm">
        <IconBuildingBank size={20} color="var(--mantine-color-brand-7)" />
        <Text fw={700} c="brand.9">
          {title}
        </Text>
      </Group>
      <Stack gap="sm">
        {bankDetails ? (
          <>
            <Text fz="sm">Pay by bank transfer to:</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
              <CopyRow label="Account name" value={bankDetails.account_name} testId="account-name" />
              <div>
                <Text fz="xs" c="dimmed">
                  Bank
                </Text>
                <Text fw={600} fz="md" data-testid="bank-name">
                  {bankDetails.bank_name}
                </Text>
              </div>
              <CopyRow label="Sort code" value={bankDetails.sort_code} testId="sort-code" />
              <CopyRow label="Account number" value={bankDetails.account_number} testId="account-number" />
            </SimpleGrid>
          </>
        ) : (
          <Alert
            variant="light"
            color="yellow"
            icon={<IconInfoCircle size={18} />}
            data-testid="no-bank-details"
          >
            {PAYMENT_MESSAGES.noBankDetails}
          </Alert>
        )}
        {reference ? (
          <CopyRow label="Payment reference" value={reference} testId="payment-reference" />
        ) : (
          <Text fz="sm" data-testid="payment-reference-hint">
            <strong>Payment reference:</strong> your booking code, shown as soon as you submit the booking.
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {PAYMENT_MESSAGES.referenceHint}
        </Text>
      </Stack>
    </Card>
  );
}
