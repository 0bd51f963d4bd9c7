import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, RECORDABLE_PAYMENT_METHODS, type RecordPaymentBody } from '@ukgh/domain';
import { useEffect, useState } from 'react';

const METHOD_OPTIONS = RECORDABLE_PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** `datetime-local` wants the device's local time without a zone. */
const localNow = () => {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

interface Props {
  opened: boolean;
  amountDue: number;
  loading?: boolean;
  onSubmit: (body: RecordPaymentBody) => void;
  onClose: () => void;
}

/**
 * Record a payment taken without a receipt: card or cash in person, or a transfer seen on the statement.
 * The amount is the booking's total (one payment settles it); the server refuses any other.
 */
export function RecordPaymentDialog({ opened, amountDue, loading, onSubmit, onClose }: Props) {
  const [method, setMethod] = useState<RecordPaymentBody['method'] | null>('CASH_AT_COLLECTION');
  const [amount, setAmount] = useState<number | string>(amountDue);
  const [paidAt, setPaidAt] = useState(localNow);
  const [reference, setReference] = useState('');
  useEffect(() => {
    if (!opened) return;
    setMethod('CASH_AT_COLLECTION');
    setAmount(amountDue);
    setPaidAt(localNow());
    setReference('');
  }, [opened, amountDue]);

  const when = paidAt ? new Date(paidAt) : null;
  const ready = method && typeof amount === 'number' && amount > 0 && when && !Number.isNaN(when.getTime());

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Record a payment</Text>}>
      <Stack gap="md">
        <Text fz="sm">
          For money taken without a receipt upload. The booking becomes Paid and the customer is emailed a
          receipt.
        </Text>
        <Select
          label="Method"
          data={METHOD_OPTIONS}
          value={method}
          onChange={(v) => setMethod(v as RecordPaymentBody['method'] | null)}
          allowDeselect={false}
          required
          data-testid="record-method"
        />
        <NumberInput
          label="Amount (GBP)"
          description="The booking's total"
          value={amount}
          onChange={setAmount}
          prefix="£"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          required
          data-testid="record-amount"
        />
        <TextInput
          label="Paid on"
          type="datetime-local"
          value={paidAt}
          onChange={(e) => setPaidAt(e.currentTarget.value)}
          max={localNow()}
          required
          data-testid="record-paid-at"
        />
        <TextInput
          label="Reference"
          description="Optional: the card machine's or bank's reference"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          maxLength={100}
          data-testid="record-reference"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Back
          </Button>
          <Button
            disabled={!ready}
            loading={loading}
            onClick={() =>
              ready &&
              onSubmit({
                method,
                amount_gbp: amount,
                paid_at: when.toISOString(),
                ...(reference.trim() ? { reference: reference.trim() } : {}),
              })
            }
            data-testid="record-submit"
          >
            Record payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
