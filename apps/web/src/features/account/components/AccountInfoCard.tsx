import { ActionIcon, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { UserDto } from '@ukgh/domain';
import { RoleBadge } from '../../../components/ui/RoleBadge.tsx';
import { formatDate } from '../../../lib/format-date.ts';

export function AccountInfoCard({ user }: { user: UserDto }) {
  return (
    <Card>
      <Title order={2} fz="lg" c="brand.9" mb="md">
        Account info
      </Title>
      <Stack gap="md">
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Member Since
          </Text>
          <Text fw={600} data-testid="member-since">
            {formatDate(user.created_at)}
          </Text>
        </div>
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            User ID
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }} data-testid="user-id">
              {user.id}
            </Text>
            <CopyButton value={user.id}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label="Copy user ID"
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            Role
          </Text>
          <RoleBadge role={user.role} />
        </div>
      </Stack>
    </Card>
  );
}
