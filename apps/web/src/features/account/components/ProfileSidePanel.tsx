import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconList, IconSearch, IconTruckDelivery } from '@tabler/icons-react';
import type { UserDto } from '@ukgh/domain';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/RoleBadge.tsx';
import { UserAvatar } from '../../../components/ui/UserAvatar.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const QUICK_ACTIONS = [
  { to: '/dashboard/bookings', label: 'My Bookings', icon: IconList },
  { to: '/dashboard/shipments', label: 'My Shipments', icon: IconTruckDelivery },
  { to: '/track', label: 'Track Package', icon: IconSearch },
];

export function ProfileSidePanel({ user }: { user: UserDto }) {
  return (
    <Stack gap="lg">
      <Card>
        <Title order={2} fz="lg" c="brand.9" mb="md">
          Account Information
        </Title>
        <Group gap="md" wrap="nowrap" mb="md">
          <UserAvatar user={user} size={56} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {user.full_name}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <Stack gap={10}>
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              Role
            </Text>
            <RoleBadge role={user.role} />
          </Group>
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              Member Since
            </Text>
            <Text fz="sm" fw={600}>
              {formatDate(user.created_at)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              Phone
            </Text>
            <Text fz="sm" fw={600}>
              {user.phone_e164 || 'Not provided'}
            </Text>
          </Group>
        </Stack>
      </Card>
      <Card>
        <Title order={2} fz="lg" c="brand.9" mb="md">
          Quick Actions
        </Title>
        <Stack gap="xs">
          {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
            <Button
              key={to}
              component={Link}
              to={to}
              variant="light"
              justify="space-between"
              fullWidth
              leftSection={<Icon size={16} />}
              rightSection={<IconChevronRight size={16} />}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
