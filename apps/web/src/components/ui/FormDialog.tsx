import { Modal, Text } from '@mantine/core';
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
export function FormDialog({ opened, onClose, title, children }: FormDialogProps) {
  const narrow = useMediaQuery('(max-width: 30em)');
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
