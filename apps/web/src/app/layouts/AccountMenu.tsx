import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBox,
  IconChevronDown,
  IconLayoutDashboard,
  IconList,
  IconLogout,
  IconPackage,
  IconSettings,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { ROLE_LABELS, roleHome, type UserDto } from '@ukgh/domain';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { accountSettingsPath } from '../../lib/account-paths.ts';
import { useLogout } from '../use-logout.tsx';
import { CUSTOMER_MENU_LINKS } from './account-links.ts';

const CUSTOMER_ICONS: Record<string, typeof IconList> = {
  '/dashboard/book': IconPackage,
  '/dashboard/bookings': IconList,
  '/dashboard/shipments': IconTruckDelivery,
  '/dashboard/packages': IconBox,
};

/** Account menu of spec 000 §2: Dashboard, the customer shortcuts (and My Packages), Settings, Logout. */
export function AccountMenu({ user }: { user: UserDto }) {
  const { logout, confirmation } = useLogout();
  return (
    <>
      <Menu position="bottom-end" width={240} shadow="lg" withinPortal>
        <Menu.Target>
          <UnstyledButton data-testid="account-menu" px={6} py={4}>
            {/* The button's name, at every width, is this text; an aria-label instead would not contain the
              initials and first name shown (axe: label-content-name-mismatch), so those are hidden from it. */}
            <VisuallyHidden>Account menu: {user.first_name}</VisuallyHidden>
            <Group gap={8} wrap="nowrap" aria-hidden="true">
              <span style={{ display: 'flex' }}>
                <UserAvatar user={user} size={34} />
              </span>
              <Text fw={600} fz="sm" visibleFrom="sm" maw={140} truncate>
                {user.first_name}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text fz="sm" fw={600} c="dark" truncate>
              {user.full_name}
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              {user.email}
            </Text>
            <Text fz="xs" c="dimmed">
              {ROLE_LABELS[user.role]}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to={roleHome(user.role)}
            leftSection={<IconLayoutDashboard size={16} />}
          >
            Dashboard
          </Menu.Item>
          {user.role === 'CUSTOMER' &&
            CUSTOMER_MENU_LINKS.map((link) => {
              const Icon = CUSTOMER_ICONS[link.to] ?? IconList;
              return (
                <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<Icon size={16} />}>
                  {link.label}
                </Menu.Item>
              );
            })}
          <Menu.Item
            component={Link}
            to={accountSettingsPath(user.role)}
            leftSection={<IconSettings size={16} />}
            data-testid="account-settings"
          >
            Settings
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout} data-testid="logout">
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {confirmation}
    </>
  );
}
