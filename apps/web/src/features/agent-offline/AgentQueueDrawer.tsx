import { Button, Card, Drawer, Stack, Text } from '@mantine/core';
import { AGENT_OFFLINE_MESSAGES } from '@ukgh/domain';
import { formatDateTime } from '../../lib/format-date.ts';
import { dismissAgentAction, type QueuedAgentAction } from './queue.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  waiting: QueuedAgentAction[];
  refused: QueuedAgentAction[];
}

/** The actions on this phone: those the server refused, with its reason, until dismissed; those waiting. */
export function AgentQueueDrawer({ opened, onClose, waiting, refused }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title="Actions on this phone">
      <Stack gap="md" pb="md">
        {refused.length > 0 && (
          <Stack gap="xs">
            <Text fw={700} c="red.8">
              {AGENT_OFFLINE_MESSAGES.refusedTitle}
            </Text>
            {refused.map((action) => (
              <Card key={action.id} withBorder padding="sm" data-testid="agent-queue-refused-item">
                <Text fw={600}>{action.label}</Text>
                <Text size="sm">{action.reason}</Text>
                <Text size="xs" c="dimmed">
                  Done on this phone {formatDateTime(action.occurred_at)}
                </Text>
                <Button
                  mt="xs"
                  variant="light"
                  size="md"
                  onClick={() => void dismissAgentAction(action.id)}
                  aria-label={`Dismiss: ${action.label}`}
                >
                  Dismiss
                </Button>
              </Card>
            ))}
          </Stack>
        )}
        {waiting.length > 0 && (
          <Stack gap="xs">
            <Text fw={700}>Waiting to send</Text>
            {waiting.map((action) => (
              <Card key={action.id} withBorder padding="sm">
                <Text fw={600}>{action.label}</Text>
                <Text size="xs" c="dimmed">
                  Done on this phone {formatDateTime(action.occurred_at)}
                  {action.attempts > 0 ? ` · tried ${action.attempts}×` : ''}
                </Text>
              </Card>
            ))}
            <Text size="sm" c="dimmed">
              They are sent in this order as soon as the phone has a connection.
            </Text>
          </Stack>
        )}
        {refused.length === 0 && waiting.length === 0 && (
          <Text>Nothing waiting: you are offline, new actions are kept on this phone.</Text>
        )}
      </Stack>
    </Drawer>
  );
}
