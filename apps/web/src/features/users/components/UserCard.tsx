import { ActionIcon, Badge, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconMail, IconPhone, IconTrash } from '@tabler/icons-react';
import type { UserDto } from '@ukgh/domain';
import { RoleBadge } from '../../../components/ui/RoleBadge.tsx';
import { UserAvatar } from '../../../components/ui/UserAvatar.tsx';
import { formatDate } from '../../../lib/format-date.ts';

interface Props {
  user: UserDto;
  isSelf: boolean;
  togglingActive: boolean;
  onView: () => void;
  onEdit: () => void;
  onToggleActive: (active: boolean) => void;
  onDelete: () => void;
}

const SELF_HINT = 'You cannot do this to your own account';

export function UserCard({ user, isSelf, togglingActive, onView, onEdit, onToggleActive, onDelete }: Props) {
  return (
    <Card data-testid="user-card" style={{ opacity: user.is_active ? 1 : 0.78 }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar user={user} size={48} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {user.full_name}
              {isSelf && (
                <Text span c="dimmed" fz="sm" fw={500}>
                  {' '}
                  (you)
                </Text>
              )}
            </Text>
            <RoleBadge role={user.role} size="sm" mt={4} />
          </div>
        </Group>
        <Badge color={user.is_active ? 'teal' : 'gray'} variant="dot" style={{ flexShrink: 0 }}>
          {user.is_active ? 'Active' : 'Inactive'}
        </Badge>
      </Group>

      <Stack gap={6} mt="md">
        <Group gap={8} wrap="nowrap">
          <IconMail size={15} color="var(--mantine-color-gray-6)" />
          <Text fz="sm" truncate>
            {user.email}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconPhone size={15} color="var(--mantine-color-gray-6)" />
          <Text fz="sm" c={user.phone_e164 ? undefined : 'dimmed'}>
            {user.phone_e164 || 'No phone'}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          Joined {formatDate(user.created_at)}
        </Text>
      </Stack>

      <Card.Section withBorder inheritPadding py="sm" mt="md">
        <Group justify="space-between" wrap="nowrap">
          <Tooltip label={SELF_HINT} disabled={!isSelf} withArrow>
            <div>
              <Switch
                size="sm"
                label="Active"
                checked={user.is_active}
                disabled={isSelf || togglingActive}
                onChange={(e) => onToggleActive(e.currentTarget.checked)}
                aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${user.full_name}`}
              />
            </div>
          </Tooltip>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="View" withArrow>
              <ActionIcon variant="subtle" onClick={onView} aria-label={`View ${user.full_name}`}>
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit" withArrow>
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${user.full_name}`}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={isSelf ? SELF_HINT : 'Delete'} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                disabled={isSelf}
                aria-label={`Delete ${user.full_name}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Card.Section>
    </Card>
  );
}
