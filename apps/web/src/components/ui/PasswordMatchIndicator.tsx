import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { MESSAGE_PASSWORDS_DO_NOT_MATCH } from '@ukgh/domain';

/** Appears once the confirmation has been typed; live, so nobody has to submit to find a typo. */
export function PasswordMatchIndicator({ password, confirm }: { password: string; confirm: string }) {
  if (!confirm) return null;
  const matches = password === confirm;
  return (
    <Group gap={6} data-testid="password-match" aria-live="polite">
      {matches ? (
        <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" />
      ) : (
        <IconCircleX size={16} color="var(--mantine-color-red-7)" />
      )}
      <Text fz="xs" c={matches ? 'teal.8' : 'red.7'}>
        {matches ? 'Passwords match' : MESSAGE_PASSWORDS_DO_NOT_MATCH}
      </Text>
    </Group>
  );
}
