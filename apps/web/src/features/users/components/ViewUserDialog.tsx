import { Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserDto } from '@ukgh/domain';
import type { ReactNode } from 'react';
import { RoleBadge } from '../../../components/ui/RoleBadge.tsx';
import { UserAvatar } from '../../../components/ui/UserAvatar.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useUser } from '../api/users.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

export function ViewUserDialog({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const { data } = useUser(user);
  const shown = data ?? user;
  return (
    <Modal opened={Boolean(user)} onClose={onClose} title={<Text fw={700}>User Details</Text>} size="md">
      {shown && (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <UserAvatar user={shown} size={64} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" truncate>
                {shown.full_name}
              </Text>
              <Group gap={6} mt={4}>
                <RoleBadge role={shown.role} />
                <Badge color={shown.is_active ? 'teal' : 'gray'} variant="dot">
                  {shown.is_active ? 'Active' : 'Inactive'}
                </Badge>
              </Group>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="Email">{shown.email}</Field>
            <Field label="Phone">{shown.phone_e164 || 'Not provided'}</Field>
            <Field label="Joined">{formatDateTime(shown.created_at)}</Field>
            <Field label="User ID">
              <Text span ff="monospace" fz="xs">
                {shown.id}
              </Text>
            </Field>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
