import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding a form: full screen on a phone (one hand, big targets), and its form mounted only while
 * open, so each opening starts empty (no photo, a blank canvas, no stale notes).
 */
/** Phones get the full-screen dialog and big stacked buttons. */
const PHONE = '(max-width: 30em)';

interface FormDialogActionsProps {
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  /** The cancel button waits while something is being sent. */
  cancelDisabled?: boolean;
  confirmColor?: ButtonProps['color'];
  confirmTestId?: string;
}

/**
 * Cancel and confirm for a FormDialog: on a phone, the confirm button full width and large for a thumb with
 * Cancel under it; on a wider screen, both at the right as in every other dialog.
 */
export function FormDialogActions({
  confirmLabel,
  onConfirm,
  onCancel,
  loading,
  cancelDisabled,
  confirmColor,
  confirmTestId,
}: FormDialogActionsProps) {
  const narrow = useMediaQuery(PHONE);
  const confirm = (
    <Button
      size={narrow ? 'xl' : 'sm'}
      fullWidth={narrow}
      color={confirmColor}
      onClick={onConfirm}
      loading={loading}
      data-testid={confirmTestId}
    >
      {confirmLabel}
    </Button>
  );
  const cancel = (
    <Button
      size={narrow ? 'lg' : 'sm'}
      fullWidth={narrow}
      variant="default"
      onClick={onCancel}
      disabled={cancelDisabled}
    >
      Cancel
    </Button>
  );
  return narrow ? (
    <Stack gap="sm">
      {confirm}
      {cancel}
    </Stack>
  ) : (
    <Group justify="flex-end">
      {cancel}
      {confirm}
    </Group>
  );
}

export function FormDialog({ opened, onClose, title, children }: FormDialogProps) {
  const narrow = useMediaQuery(PHONE);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{title}</Text>}
      size="md"
      fullScreen={narrow}
    >
      {opened && children}
    </Modal>
  );
}
