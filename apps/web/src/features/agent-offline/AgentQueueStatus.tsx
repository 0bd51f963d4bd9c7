import { Badge, Button, Card, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_OFFLINE_MESSAGES, PACKAGE_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { toast } from '../../lib/toast.ts';
import { dismissAgentAction, onAgentActionEvent, startAgentQueue } from './queue.ts';
import { registerAgentServiceWorker } from './service-worker-registration.ts';
import { useAgentQueue } from './use-agent-queue.ts';

/**
 * Starts the outbox for this page and tells the agent what happened to each action: the spec's toast when
 * the server took it, its reason when it refused, and that it waits on the phone when there is no signal.
 */
const useAgentQueueRuntime = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    registerAgentServiceWorker();
    startAgentQueue();
    return onAgentActionEvent((event) => {
      const { action } = event;
      if (event.type === 'sent') {
        if (action.success_message) toast.success(action.success_message);
        void queryClient.invalidateQueries();
      } else if (event.type === 'refused') {
        toast.error(
          action.failure_message ?? PACKAGE_MESSAGES.statusUpdateFailed,
          action.reason ?? undefined,
        );
        void queryClient.invalidateQueries();
      } else {
        toast.info(AGENT_OFFLINE_MESSAGES.savedOffline);
      }
    });
  }, [queryClient]);
};

/**
 * The header's word on the outbox: offline, how many actions wait to be sent, and how many the server
 * refused. A tap opens the list; refused actions stay there, with the server's reason, until dismissed.
 */
export function AgentQueueStatus() {
  useAgentQueueRuntime();
  const { online } = useNetwork();
  const { waiting, refused } = useAgentQueue();
  const [opened, drawer] = useDisclosure(false);
  if (online && waiting.length === 0 && refused.length === 0) return null;

  return (
    <>
      <UnstyledButton
        onClick={drawer.open}
        aria-label="Actions on this phone"
        data-testid="agent-queue-status"
      >
        <Group gap={6} wrap="nowrap">
          {!online && (
            <Badge color="dark" variant="filled" size="lg" leftSection={<IconWifiOff size={14} />}>
              Offline
            </Badge>
          )}
          {waiting.length > 0 && (
            <Badge
              color="yellow"
              c="dark"
              variant="filled"
              size="lg"
              leftSection={<IconCloudUpload size={14} />}
              data-testid="agent-queue-waiting"
            >
              {waiting.length} {AGENT_OFFLINE_MESSAGES.waitingToSend}
            </Badge>
          )}
          {refused.length > 0 && (
            <Badge
              color="red"
              variant="filled"
              size="lg"
              leftSection={<IconAlertTriangle size={14} />}
              data-testid="agent-queue-refused"
            >
              {refused.length} not accepted
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="auto"
        title="Actions on this phone"
      >
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
    </>
  );
}
