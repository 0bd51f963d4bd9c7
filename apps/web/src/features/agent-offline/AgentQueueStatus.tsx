import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_OFFLINE_MESSAGES, PACKAGE_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/auth-store.ts';
import { toast } from '../../lib/toast.ts';
import { AgentQueueDrawer } from './AgentQueueDrawer.tsx';
import { onAgentActionEvent, startAgentQueue } from './queue.ts';
import { registerAgentServiceWorker } from './service-worker-registration.ts';
import { useAgentQueue } from './use-agent-queue.ts';

const SAVED_TOAST_GAP_MS = 60_000;
let lastSavedToast = 0;

/**
 * Starts the outbox for this page and tells the agent what happened to each action: the spec's toast when
 * the server took it, its reason when it refused, and that it waits on the phone when there is no signal.
 */
const useAgentQueueRuntime = () => {
  const queryClient = useQueryClient();
  const role = useCurrentUser()?.role;
  // Field agents get the installable, offline-capable app; an admin's desk has a connection.
  useEffect(() => {
    if (role && role !== 'ADMIN' && role !== 'CUSTOMER') registerAgentServiceWorker();
  }, [role]);
  useEffect(() => {
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
      } else if (Date.now() - lastSavedToast > SAVED_TOAST_GAP_MS) {
        // Once for a run of actions at the same doorstep: the header's count says the rest.
        lastSavedToast = Date.now();
        toast.info(AGENT_OFFLINE_MESSAGES.savedOffline);
      }
    });
  }, [queryClient]);
};

/**
 * The header's word on the outbox: offline, how many actions wait to be sent, and how many the server
 * refused. A tap opens the list; refused actions stay there, with the server's reason, until dismissed.
 */
export function AgentQueueStatus({ strip = false }: { strip?: boolean }) {
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
        w={strip ? '100%' : undefined}
        p={strip ? 'xs' : undefined}
        bg={strip ? 'white' : undefined}
        style={
          strip
            ? { borderRadius: 'var(--mantine-radius-md)', boxShadow: 'var(--mantine-shadow-sm)' }
            : undefined
        }
      >
        <Group gap={6} wrap={strip ? 'wrap' : 'nowrap'}>
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
      <AgentQueueDrawer opened={opened} onClose={drawer.close} waiting={waiting} refused={refused} />
    </>
  );
}
