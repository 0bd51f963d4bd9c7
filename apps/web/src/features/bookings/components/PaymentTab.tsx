import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCreditCard, IconFileTypePdf, IconInfoCircle, IconPhoto, IconUpload } from '@tabler/icons-react';
import { PAYMENT_MESSAGES, type PaymentRecordDto, RECEIPT_MESSAGES } from '@ukgh/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { InvoiceDownloadButton } from '../../../components/documents/InvoiceDownloadButton.tsx';
import { PackingListDownloadButton } from '../../../components/documents/PackingListDownloadButton.tsx';
import { BankDetailsCard } from '../../../components/ui/BankDetailsCard.tsx';
import { formatGbp, formatGhs } from '../../../lib/bookings/display.ts';
import type { BookingDetail, ReceiptDto } from '../../../lib/bookings/types.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBookingPayment, useStartCheckout } from '../api/payment.ts';
import { RECEIPT_ACCEPT, useUploadReceipt } from '../api/receipts.ts';

const PAYMENT_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  REFUNDED: 'gray',
  NONE: 'gray',
};
const PAYMENT_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
  NONE: 'Nothing to pay',
};

const RECEIPT_COLORS: Record<string, string> = {
  SUBMITTED: 'yellow',
  ACCEPTED: 'teal',
  REFUSED: 'red',
};

const fileSize = (bytes: number | null | undefined) => {
  if (!bytes) return '';
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

function ReceiptUploadForm({ bookingId }: { bookingId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadReceipt(bookingId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(RECEIPT_MESSAGES.fileRequired);
      return;
    }
    upload.mutate(
      { file, notes },
      {
        onSuccess: () => {
          setFile(null);
          setNotes('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="receipt-form">
      <Stack gap="sm">
        <FileInput
          label="Receipt"
          description="A photo or scan of your payment receipt: JPEG, PNG, WebP, GIF or PDF"
          placeholder="Choose a file"
          accept={RECEIPT_ACCEPT}
          value={file}
          onChange={(value) => {
            setFile(value);
            setError(null);
          }}
          error={error}
          clearable
          leftSection={<IconUpload size={16} />}
          data-testid="receipt-file"
        />
        <Textarea
          label="Notes"
          description="Optional, e.g. the bank transfer reference"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="receipt-notes"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={upload.isPending}
            leftSection={<IconUpload size={16} />}
            data-testid="receipt-submit"
          >
            Upload receipt
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReceiptList({ receipts }: { receipts: ReceiptDto[] }) {
  if (receipts.length === 0) {
    return (
      <Text fz="sm" c="dimmed" data-testid="no-receipts">
        No receipts uploaded yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="receipt-list">
      {receipts.map((receipt) => {
        const name = receipt.original_name || 'Receipt';
        const pdf = receipt.mime_type === 'application/pdf';
        return (
          <Card key={receipt.id} withBorder padding="sm" radius="md" data-testid="receipt-item">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {pdf ? (
                <IconFileTypePdf size={22} color="var(--mantine-color-red-7)" />
              ) : (
                <IconPhoto size={22} color="var(--mantine-color-brand-7)" />
              )}
              <div style={{ minWidth: 0, flex: 1 }}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  {receipt.url ? (
                    <Anchor
                      href={receipt.url}
                      target="_blank"
                      rel="noopener"
                      fz="sm"
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {name}
                    </Anchor>
                  ) : (
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                  )}
                  {receipt.status && (
                    <Badge
                      variant="light"
                      color={RECEIPT_COLORS[receipt.status] ?? 'gray'}
                      data-testid="receipt-status"
                    >
                      {receipt.status_display}
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(receipt.created_at)}
                  {receipt.size_bytes ? ` · ${fileSize(receipt.size_bytes)}` : ''}
                </Text>
                {receipt.notes && <Text fz="sm">{receipt.notes}</Text>}
                {receipt.status === 'REFUSED' && receipt.refusal_reason && (
                  <Alert
                    variant="light"
                    color="red"
                    mt={6}
                    p="xs"
                    title="Why we could not accept it"
                    data-testid="receipt-refusal"
                  >
                    {receipt.refusal_reason}
                  </Alert>
                )}
              </div>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The paid or refunded line under the status badge. */
function PaidLine({ payment }: { payment: PaymentRecordDto }) {
  if (payment.status === 'REFUNDED')
    return (
      <Text fz="xs" c="dimmed" mt={6} data-testid="payment-paid-line">
        Refunded{payment.refunded_at ? ` ${formatDateTime(payment.refunded_at)}` : ''}
        {payment.refund_reason ? `: ${payment.refund_reason}` : ''}
      </Text>
    );
  if (!payment.paid_at) return null;
  return (
    <Text fz="xs" c="dimmed" mt={6} data-testid="payment-paid-line">
      Paid {formatDateTime(payment.paid_at)}
      {payment.method_display ? ` by ${payment.method_display.toLowerCase()}` : ''}
    </Text>
  );
}

// How long the tab re-reads the payment after Stripe's page sends the customer back.
const RETURN_POLL_MS = 60_000;

/** Whether the customer just came back from Stripe Checkout, and while to keep looking for the webhook. */
const useCheckoutReturn = () => {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  const [waiting, setWaiting] = useState(outcome === 'success');
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), RETURN_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  return { outcome, waiting };
};

/** Pay now: card, Apple Pay, Google Pay or Pay by Bank on Stripe's page, for the amount due. */
function PayNowCard({ bookingId, amount }: { bookingId: string; amount: number }) {
  const start = useStartCheckout(bookingId);
  return (
    <Card withBorder padding="md" radius="md" data-testid="pay-now-card">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={700}>Pay {formatGbp(amount)} now</Text>
          <Text fz="sm" c="dimmed">
            By card, Apple Pay, Google Pay or from your bank, on Stripe’s secure page.
          </Text>
        </div>
        <Button
          leftSection={<IconCreditCard size={16} />}
          loading={start.isPending || start.isSuccess}
          onClick={() => start.mutate()}
          data-testid="pay-now"
        >
          Pay now
        </Button>
      </Group>
    </Card>
  );
}

/**
 * The payment record, how to pay (the account from settings and the booking code as reference, with copy
 * buttons), the price and how it adds up, and the customer's receipts with what became of each.
 */
export function PaymentTab({ booking }: { booking: BookingDetail }) {
  const back = useCheckoutReturn();
  const query = useBookingPayment(booking.id, back.waiting);
  const view = query.data;
  const stopped = ['CANCELLED', 'REJECTED'].includes(booking.status?.toUpperCase());
  const recorded = (view?.payment.status ?? booking.payment?.status ?? 'PENDING').toUpperCase();
  // A booking called off before it was paid owes nothing.
  const status = stopped && recorded === 'PENDING' ? 'NONE' : recorded;
  const total = view?.payment.amount_gbp ?? booking.payment?.amount_gbp ?? booking.total_price_gbp ?? 0;
  const ghs = booking.total_price_ghs ?? booking.price_quote_ghs;
  const lines = booking.price_breakdown ?? [];
  const canUpload = view ? view.can_upload_receipt : status === 'PENDING';

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="md" radius="md">
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
            Payment status
          </Text>
          <Badge
            size="lg"
            mt={6}
            variant="light"
            color={PAYMENT_COLORS[status] ?? 'gray'}
            data-testid="payment-status"
          >
            {PAYMENT_LABELS[status] ?? status}
          </Badge>
          {view && <PaidLine payment={view.payment} />}
        </Card>
        <Card withBorder padding="md" radius="md">
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
            Amount
          </Text>
          <Text fz={26} fw={800} c="brand.9" data-testid="payment-amount">
            {formatGbp(total)}
          </Text>
          {ghs != null && (
            <Text fz="xs" c="dimmed">
              about {formatGhs(ghs)}
            </Text>
          )}
        </Card>
      </SimpleGrid>

      {back.outcome === 'success' && status === 'PENDING' && (
        <Alert variant="light" color={back.waiting ? 'brand' : 'yellow'} data-testid="checkout-return">
          {back.waiting ? PAYMENT_MESSAGES.checkoutWaiting : PAYMENT_MESSAGES.checkoutSlow}
        </Alert>
      )}
      {back.outcome === 'cancelled' && status === 'PENDING' && (
        <Alert variant="light" color="gray" data-testid="checkout-return">
          {PAYMENT_MESSAGES.checkoutCancelled}
        </Alert>
      )}

      {status === 'PENDING' && view?.can_pay_online && <PayNowCard bookingId={booking.id} amount={total} />}

      {status === 'PENDING' && view && (
        <BankDetailsCard bankDetails={view.how_to_pay.bank_details} reference={view.how_to_pay.reference} />
      )}

      <Group gap="sm">
        <InvoiceDownloadButton booking={booking} />
        <PackingListDownloadButton booking={booking} />
      </Group>

      {lines.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md" c="brand.9">
            Price breakdown
          </Title>
          <Table verticalSpacing="xs" data-testid="price-breakdown">
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={`${line.kind}-${line.label}`}>
                  <Table.Td fz="sm">{line.label}</Table.Td>
                  <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatGbp(line.amount_gbp)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th ta="right">{formatGbp(total)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Stack>
      )}

      <Stack gap="sm">
        <Title order={3} fz="md" c="brand.9">
          Receipts
        </Title>
        {canUpload && (
          <>
            <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />}>
              Paid by bank transfer? Upload the receipt here and our team will mark the booking as paid once
              they have checked it.
            </Alert>
            <ReceiptUploadForm bookingId={booking.id} />
          </>
        )}
        <ReceiptList receipts={view?.receipts ?? booking.receipts ?? []} />
      </Stack>
    </Stack>
  );
}
