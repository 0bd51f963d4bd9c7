import {
  Alert,
  Anchor,
  Badge,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  customsLineText,
  itemCount,
  PROHIBITED_GOODS_DECLARATION,
  regionLabel,
  serviceLevelLabel,
  serviceLevelName,
} from '@ukgh/domain';
import type { ReactNode } from 'react';
import { BankDetailsCard } from '../../../components/ui/BankDetailsCard.tsx';
import { lazyDateTimeFormat } from '../../../lib/lazy-intl.ts';
import { usePaymentDetails } from '../api/payment-details.ts';
import type { LiveQuote } from '../api/quote.ts';
import { useWizardFormContext } from '../form-context.ts';
import { PICKUP_SLOTS, PROOF_MODES } from '../wizard-form.ts';
import { QuoteBox } from './QuoteBox.tsx';

const TYPE_LABELS: Record<string, string> = {
  BOX: 'Box',
  BARREL: 'Barrel',
  ENVELOPE: 'Envelope',
  BAG: 'Bag',
};
const dateText = lazyDateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function Block({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb={6}>
        <Text fw={700} c="brand.9">
          {title}
        </Text>
        <Anchor component="button" type="button" fz="sm" onClick={() => onEdit(step)}>
          Edit
        </Anchor>
      </Group>
      <Stack gap={2}>{children}</Stack>
    </Card>
  );
}

const Line = ({ children }: { children: ReactNode }) => (children ? <Text fz="sm">{children}</Text> : null);

interface Props {
  onEdit: (step: number) => void;
  quote: LiveQuote;
}

/** Step 5: everything the customer entered, with the price, before they submit. */
export function ReviewStep({ onEdit, quote }: Props) {
  const form = useWizardFormContext();
  const v = form.getValues();
  const payTo = usePaymentDetails();
  const slot = PICKUP_SLOTS.find((s) => s.value === v.pickup_slot)?.label;
  const extras = [
    v.fragile && 'Fragile',
    v.insurance_opt_in && 'Insurance',
    v.cod_opt_in && 'Cash on delivery',
  ].filter(Boolean) as string[];
  return (
    <Stack gap="md" data-testid="review">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Block title="Sender" step={0} onEdit={onEdit}>
          <Line>
            <strong>{v.sender_name}</strong>
          </Line>
          <Line>{v.sender_address.line1}</Line>
          <Line>{v.sender_address.line2}</Line>
          <Line>
            {v.sender_address.city} {v.sender_address.postcode.toUpperCase()}
          </Line>
          <Line>{v.sender_email}</Line>
          <Line>{v.sender_phone}</Line>
        </Block>
        <Block title="Recipient" step={1} onEdit={onEdit}>
          <Line>
            <strong>{v.recipient_name}</strong>
          </Line>
          <Line>{v.recipient_address.line1}</Line>
          <Line>{v.recipient_address.line2}</Line>
          <Line>
            {v.recipient_address.city}
            {v.gh_region_code ? `, ${regionLabel(v.gh_region_code)}` : ''}
          </Line>
          <Line>{v.recipient_address.postcode.toUpperCase()}</Line>
          <Line>{v.recipient_phone}</Line>
          <Text fz="sm" c="dimmed" data-testid="review-recipient-texts">
            {v.recipient_whatsapp_opt_in ? 'Texts by WhatsApp' : 'Texts by SMS'}
          </Text>
          <Line>{v.recipient_email}</Line>
        </Block>
      </SimpleGrid>

      <Block title={`Packages (${itemCount(v.packages)})`} step={2} onEdit={onEdit}>
        <Table.ScrollContainer minWidth={420} visibleFrom="sm">
          <Table verticalSpacing={4} fz="sm" data-testid="review-packages-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>For customs</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Weight</Table.Th>
                <Table.Th ta="right">Value each</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {v.packages.map((pkg) => (
                <Table.Tr key={pkg.key}>
                  <Table.Td>{pkg.description}</Table.Td>
                  <Table.Td>{TYPE_LABELS[pkg.pkg_type] ?? pkg.pkg_type}</Table.Td>
                  <Table.Td>{customsLineText(pkg)}</Table.Td>
                  <Table.Td ta="right">{pkg.qty}</Table.Td>
                  <Table.Td ta="right">{Number(pkg.weight_kg || 0)} kg</Table.Td>
                  <Table.Td ta="right">£{Number(pkg.declared_value || 0).toFixed(2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Phones: a card per package, so weight and value are not cut off behind a sideways scroll. */}
        <Stack gap="xs" hiddenFrom="sm">
          {v.packages.map((pkg) => (
            <Card key={pkg.key} withBorder radius="md" padding="sm" data-testid="review-package-card">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} fz="sm">
                  {pkg.description}
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {pkg.qty} × {TYPE_LABELS[pkg.pkg_type] ?? pkg.pkg_type}
                </Text>
              </Group>
              <Text fz="xs" c="dimmed">
                {Number(pkg.weight_kg || 0)} kg each · value £{Number(pkg.declared_value || 0).toFixed(2)}{' '}
                each · {customsLineText(pkg)}
              </Text>
            </Card>
          ))}
        </Stack>
        {v.recipient_id_number && (
          <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="review-recipient-id">
            Recipient's ID for customs: {v.recipient_id_number.toUpperCase()}
          </Text>
        )}
      </Block>

      <Block title="Service and pickup" step={3} onEdit={onEdit}>
        <Line>
          {serviceLevelName(v.service_level_code)} ({serviceLevelLabel(v.service_level_code)})
        </Line>
        <Line>
          {v.pickup_date ? dateText(new Date(`${v.pickup_date}T00:00:00Z`)) : ''}
          {slot ? ` · ${slot}` : ''}
        </Line>
        <Line>{PROOF_MODES.find((m) => m.value === v.proof_mode)?.label}</Line>
        {extras.length > 0 && (
          <Group gap={6} mt={4}>
            {extras.map((extra) => (
              <Badge key={extra} variant="light">
                {extra}
              </Badge>
            ))}
          </Group>
        )}
        {v.notes && (
          <Text fz="sm" c="dimmed" mt={4}>
            {v.notes}
          </Text>
        )}
      </Block>

      <Card withBorder radius="md" padding="md" bg="gray.0">
        <Title order={3} fz="md" c="brand.9" mb="xs">
          Price
        </Title>
        <QuoteBox quote={quote.data} loading={quote.loading} failed={quote.failed} detailed />
      </Card>
      {payTo.isSuccess && (
        <BankDetailsCard bankDetails={payTo.data.bank_details} reference={null} title="How to pay" />
      )}
      <Card withBorder radius="md" padding="md">
        <Checkbox
          label="Nothing in my parcel is on the prohibited list"
          description={PROHIBITED_GOODS_DECLARATION}
          data-testid="prohibited-goods-declared"
          {...form.getInputProps('prohibited_goods_declared', { type: 'checkbox' })}
        />
      </Card>
      <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />}>
        We check your booking, confirm it and issue the tracking number. Once you have paid, upload your
        receipt on the booking's Payment & Receipts tab, where these details are shown again.
      </Alert>
    </Stack>
  );
}
