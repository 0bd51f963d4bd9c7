import { Alert, Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { confirmationLines, confirmationTitle, type DepartureState } from '@ukgh/domain';
import { serverReason } from '../../../lib/api-client.ts';
import { useDepartureStatePreview } from '../api/departures.ts';

interface Props {
  departureId: string;
  /** The state asked for, with its button's label; null while closed. */
  target: { to: DepartureState; label: string } | null;
  onCancel: () => void;
  onConfirm: (to: DepartureState) => void;
}

/**
 * Departed, arrived and cleared move every parcel on the departure and mail customers, and cannot be undone:
 * this says what will happen, with the server's figures, and warns when it is before the cut-off or the ETD.
 */
export function ConfirmStateDialog({ departureId, target, onCancel, onConfirm }: Props) {
  const preview = useDepartureStatePreview(departureId, target?.to ?? null);
  const figures = preview.data ? confirmationLines(preview.data) : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={preview.data ? confirmationTitle(preview.data) : (target?.label ?? '')}
      centered
    >
      <Stack gap="md" data-testid="departure-confirm">
        {preview.isPending && (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="60%" />
          </Stack>
        )}
        {preview.isError && (
          <Alert color="red" role="alert" data-testid="departure-confirm-error">
            {serverReason(preview.error) ?? 'What this change would do could not be worked out.'}
          </Alert>
        )}
        {figures && (
          <>
            {figures.warnings.length > 0 && (
              <Alert
                color="orange"
                icon={<IconAlertTriangle size={18} />}
                title="Early"
                data-testid="departure-confirm-warnings"
              >
                {figures.warnings.map((warning) => (
                  <Text key={warning} fz="sm">
                    {warning}
                  </Text>
                ))}
              </Alert>
            )}
            <List spacing={4} fz="sm" data-testid="departure-confirm-lines">
              {figures.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            color={figures && figures.warnings.length > 0 ? 'orange' : undefined}
            disabled={!preview.data}
            onClick={() => target && onConfirm(target.to)}
            data-testid="departure-confirm-button"
          >
            {target?.label ?? ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
