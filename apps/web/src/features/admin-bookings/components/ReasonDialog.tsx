import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Reject and cancel ask for a reason; nothing happens without one (spec 001 §5). The customer is told it. */
export function ReasonDialog({ opened, title, message, confirmLabel, loading, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  const trimmed = reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>}>
      <Stack gap="md">
        <Text fz="sm">{message}</Text>
        <Textarea
          label="Reason"
          description="The customer sees this reason."
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={3}
          required
          data-autofocus
          data-testid="reason-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Back
          </Button>
          <Button
            color="red"
            disabled={!trimmed}
            loading={loading}
            onClick={() => trimmed && onSubmit(trimmed)}
            data-testid="reason-submit"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
