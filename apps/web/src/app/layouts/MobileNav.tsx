import { Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { roleHome, type UserDto } from '@ukgh/domain';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { accountSettingsPath } from '../../lib/account-paths.ts';
import { useLogout } from '../use-logout.tsx';

export interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  user: UserDto | undefined;
  links: readonly { to: string; label: string }[];
  active: string | undefined;
}

/** The header's navigation on phones, in a drawer opened by the burger (SiteHeader loads it on first open). */
export function MobileNav({ opened, onClose, user, links, active }: MobileNavProps) {
  const { logout, confirmation } = useLogout();
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="xs"
        title={<Logo size="sm" />}
        hiddenFrom="md"
      >
        <Stack gap={4} component="nav" aria-label="Mobile">
          {user && (
            <Group gap="sm" mb="sm" wrap="nowrap">
              <UserAvatar user={user} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {user.full_name}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </div>
            </Group>
          )}
          {user && <NavLink component={Link} to={roleHome(user.role)} label="Dashboard" onClick={onClose} />}
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={active === link.to}
              onClick={onClose}
            />
          ))}
          <Divider my="sm" />
          {user ? (
            <>
              <NavLink
                component={Link}
                to={accountSettingsPath(user.role)}
                label="Settings"
                onClick={onClose}
              />
              <Button
                variant="light"
                color="red"
                mt="sm"
                onClick={() => {
                  onClose();
                  logout();
                }}
                data-testid="drawer-logout"
              >
                Logout
              </Button>
            </>
          ) : (
            <Stack gap="sm">
              <Button component={Link} to="/login" variant="default" onClick={onClose}>
                Login
              </Button>
              <Button component={Link} to="/register" color="gold.5" c="brand.9" onClick={onClose}>
                Get Started
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
      {confirmation}
    </>
  );
}
