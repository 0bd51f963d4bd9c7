import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCash,
  IconCheck,
  IconDownload,
  IconEye,
  IconFileTypePdf,
  IconPhoto,
  IconReceiptRefund,
  IconX,
} from '@tabler/icons-react';
import { type AdminReceiptDto, PAYMENT_MESSAGES } from '@ukgh/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { type ProofImage, ProofViewer } from '../../../components/ui/ProofViewer.tsx';
import { notifyFailure } from '../../../lib/api-client.ts';
import { formatGbp } from '../../../lib/bookings/display.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { openPdfInNewTab, saveFileNamed } from '../../../lib/save-file.ts';
import { useAdminPayment, usePaymentChange } from '../api/admin-payment.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { RecordPaymentDialog } from './RecordPaymentDialog.tsx';

const STATUS_COLORS: Record<string, string> = { PENDING: 'yellow', PAID: 'teal', REFUNDED: 'gray' };
const RECEIPT_COLORS: Record<string, string> = { SUBMITTED: 'yellow', ACCEPTED: 'teal', REFUSED: 'red' };

function ReceiptCard({
  receipt,
  onAccept,
  onRefuse,
  onView,
}: {
  receipt: AdminReceiptDto;
  onAccept: () => void;
  onRefuse: () => void;
  /** Images open in the proof viewer. */
  onView: (image: ProofImage) => void;
}) {
  const pdf = receipt.mime_type === 'application/pdf';
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const run = (what: 'view' | 'download', task: () => Promise<void>) => async () => {
    setBusy(what);
    try {
      await task();
    } catch (error) {
      notifyFailure(PAYMENT_MESSAGES.receiptFileFailed, error);
    } finally {
      setBusy(null);
    }
  };
  const view = pdf
    ? run('view', () => openPdfInNewTab(receipt.url))
    : () => onView({ url: receipt.url, title: receipt.download_name, downloadName: receipt.download_name });
  return (
    <Card withBorder padding="sm" radius="md" data-testid="admin-receipt">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {pdf ? (
          <IconFileTypePdf size={22} color="var(--mantine-color-red-7)" />
        ) : (
          <IconPhoto size={22} color="var(--mantine-color-brand-7)" />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Anchor
              component="button"
              type="button"
              onClick={view}
              fz="sm"
              fw={600}
              ta="left"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="receipt-name"
            >
              {receipt.download_name}
            </Anchor>
            <Badge
              variant="light"
              color={RECEIPT_COLORS[receipt.status] ?? 'gray'}
              data-testid="admin-receipt-status"
            >
              {receipt.status_display}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            Uploaded {formatDateTime(receipt.created_at)}
            {receipt.uploaded_by ? ` by ${receipt.uploaded_by.name}` : ''}
          </Text>
          {receipt.notes && <Text fz="sm">“{receipt.notes}”</Text>}
          {receipt.reviewed_at && (
            <Text fz="xs" c="dimmed">
              {receipt.status === 'ACCEPTED' ? 'Accepted' : 'Refused'} {formatDateTime(receipt.reviewed_at)}
              {receipt.reviewed_by ? ` by ${receipt.reviewed_by.name}` : ''}
            </Text>
          )}
          {receipt.refusal_reason && (
            <Text fz="sm" c="red.8">
              Reason: {receipt.refusal_reason}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} />}
              onClick={view}
              loading={busy === 'view'}
              data-testid="receipt-view"
            >
              {pdf ? 'Open PDF' : 'View'}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={run('download', () => saveFileNamed(receipt.url, receipt.download_name))}
              loading={busy === 'download'}
              data-testid="receipt-download"
            >
              Download
            </Button>
          </Group>
          {(receipt.can_accept || receipt.can_refuse) && (
            <Group gap="xs" mt={4}>
              {receipt.can_accept && (
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} />}
                  onClick={onAccept}
                  data-testid="receipt-accept"
                >
                  Accept
                </Button>
              )}
              {receipt.can_refuse && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} />}
                  onClick={onRefuse}
                  data-testid="receipt-refuse"
                >
                  Refuse
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * The dialog's Payment tab (admins): the payment record, the customer's receipts to accept or refuse, and a
 * payment taken in person or a refund to record. Each button shows only when the domain's rule allows it.
 */
export function PaymentAdminTab({ bookingId }: { bookingId: string }) {
  const query = useAdminPayment(bookingId);
  const change = usePaymentChange(bookingId);
  const [accepting, setAccepting] = useState<AdminReceiptDto | null>(null);
  const [refusing, setRefusing] = useState<AdminReceiptDto | null>(null);
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [image, setImage] = useState<ProofImage | null>(null);
  const view = query.data;

  if (query.isPending) return <Skeleton height={160} />;
  if (!view) return <Alert color="red">{PAYMENT_MESSAGES.loadFailed}</Alert>;
  const { payment } = view;
  const stripeCard = payment.method === 'CARD_STRIPE';
  const done = {
    onSuccess: () => {
      setAccepting(null);
      setRefusing(null);
    },
  };

  return (
    <Stack gap="md" data-testid="admin-payment">
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge
                size="lg"
                variant="light"
                color={STATUS_COLORS[payment.status] ?? 'gray'}
                data-testid="admin-payment-status"
              >
                {payment.status_display}
              </Badge>
              <Text fw={800} fz="lg" c="brand.9">
                {formatGbp(payment.amount_gbp)}
              </Text>
            </Group>
            {payment.paid_at && (
              <Text fz="sm" data-testid="admin-payment-paid">
                Paid {formatDateTime(payment.paid_at)} by{' '}
                {payment.method === 'CARD_STRIPE'
                  ? payment.method_display
                  : (payment.method_display?.toLowerCase() ?? 'an unknown method')}
                {payment.recorded_by ? `, recorded by ${payment.recorded_by.name}` : ''}
                {payment.reference && payment.method !== 'CARD_STRIPE' ? ` (ref. ${payment.reference})` : ''}
              </Text>
            )}
            {payment.method === 'CARD_STRIPE' && payment.reference && (
              <Text fz="sm" data-testid="admin-stripe-reference">
                Stripe reference: <strong>{payment.reference}</strong>
              </Text>
            )}
            {payment.status === 'PAID' && payment.refund_requested_at && (
              <Text fz="sm" c="orange.8" data-testid="admin-refund-requested">
                Refund asked of Stripe {formatDateTime(payment.refund_requested_at)}
                {payment.refunded_by ? ` by ${payment.refunded_by.name}` : ''}: waiting for Stripe to confirm
                it.
              </Text>
            )}
            {payment.status === 'REFUNDED' && (
              <Text fz="sm">
                Refunded {formatDateTime(payment.refunded_at)}
                {payment.refunded_by ? ` by ${payment.refunded_by.name}` : ''}: {payment.refund_reason}
              </Text>
            )}
            <Text fz="xs" c="dimmed">
              Payment reference customers quote: <strong>{view.how_to_pay.reference}</strong>
            </Text>
          </Stack>
          <Group gap="xs">
            {view.can_record && (
              <Button
                variant="light"
                leftSection={<IconCash size={16} />}
                onClick={() => setRecording(true)}
                data-testid="record-payment"
              >
                Record payment
              </Button>
            )}
            {view.can_refund && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconReceiptRefund size={16} />}
                onClick={() => setRefunding(true)}
                data-testid="refund-payment"
              >
                {stripeCard ? 'Refund through Stripe' : 'Mark refunded'}
              </Button>
            )}
          </Group>
        </Group>
      </Card>

      <Title order={4} fz="sm" c="brand.9">
        Receipts from the customer
      </Title>
      {view.receipts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No receipts uploaded yet.
        </Text>
      ) : (
        view.receipts.map((receipt) => (
          <ReceiptCard
            key={receipt.id}
            receipt={receipt}
            onAccept={() => setAccepting(receipt)}
            onRefuse={() => setRefusing(receipt)}
            onView={setImage}
          />
        ))
      )}

      <ProofViewer image={image} onClose={() => setImage(null)} />
      <ConfirmDialog
        opened={Boolean(accepting)}
        title="Accept this receipt?"
        message={`The booking becomes Paid (${formatGbp(payment.amount_gbp)} by bank transfer) and the customer is emailed a receipt.`}
        confirmLabel="Accept receipt"
        cancelLabel="Back"
        loading={change.isPending}
        onConfirm={() => accepting && change.mutate({ kind: 'accept', receiptId: accepting.id }, done)}
        onClose={() => setAccepting(null)}
      />
      <ReasonDialog
        opened={Boolean(refusing)}
        title="Refuse this receipt"
        message="Say why it cannot be accepted: the customer sees the reason on the booking and is emailed it."
        confirmLabel="Refuse receipt"
        loading={change.isPending}
        onSubmit={(reason) =>
          refusing && change.mutate({ kind: 'refuse', receiptId: refusing.id, reason }, done)
        }
        onClose={() => setRefusing(null)}
      />
      <RecordPaymentDialog
        opened={recording}
        amountDue={payment.amount_gbp}
        loading={change.isPending}
        onSubmit={(body) => change.mutate({ kind: 'record', body }, { onSuccess: () => setRecording(false) })}
        onClose={() => setRecording(false)}
      />
      <ReasonDialog
        opened={refunding}
        title={stripeCard ? 'Refund through Stripe' : 'Mark the payment as refunded'}
        message={
          stripeCard
            ? `Stripe gives the ${formatGbp(payment.amount_gbp)} back to the customer's card or bank; the booking shows Refunded, and the customer is emailed, once Stripe confirms it.`
            : `Record that the ${formatGbp(payment.amount_gbp)} paid was given back. The customer is emailed.`
        }
        confirmLabel={stripeCard ? 'Refund through Stripe' : 'Mark refunded'}
        loading={change.isPending}
        onSubmit={(reason) =>
          change.mutate({ kind: 'refund', reason }, { onSuccess: () => setRefunding(false) })
        }
        onClose={() => setRefunding(false)}
      />
    </Stack>
  );
}
