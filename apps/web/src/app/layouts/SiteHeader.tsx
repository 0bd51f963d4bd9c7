import { Box, Burger, Button, Container, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NAV_BY_ROLE, roleHome } from '@ukgh/domain';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { accountSettingsPath } from '../../lib/account-paths.ts';
import { useSession } from '../../lib/auth-store.ts';
import { useLogout } from '../use-logout.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { activeLink } from './active-link.ts';
import { PUBLIC_NAV } from './public-links.ts';
import classes from './SiteHeader.module.css';

export function SiteHeader() {
  const session = useSession();
  const user = session?.user;
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const logout = useLogout();

  const links = user ? NAV_BY_ROLE[user.role] : PUBLIC_NAV;
  const active = activeLink(
    pathname,
    links.map((l) => l.to),
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={classes.link}
                data-active={active === link.to || undefined}
              >
                {link.label}
              </Link>
            ))}
          </Group>

          <Group gap="sm" wrap="nowrap">
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <Group gap="sm" visibleFrom="md">
                <Button component={Link} to="/login" variant="subtle" data-testid="header-login">
                  Login
                </Button>
                <Button
                  component={Link}
                  to="/register"
                  color="gold.5"
                  c="brand.9"
                  data-testid="header-register"
                >
                  Get Started
                </Button>
              </Group>
            )}
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              aria-label="Open navigation"
              data-testid="nav-burger"
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
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
          {user && (
            <NavLink component={Link} to={roleHome(user.role)} label="Dashboard" onClick={drawer.close} />
          )}
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={active === link.to}
              onClick={drawer.close}
            />
          ))}
          <Divider my="sm" />
          {user ? (
            <>
              <NavLink
                component={Link}
                to={accountSettingsPath(user.role)}
                label="Settings"
                onClick={drawer.close}
              />
              <Button
                variant="light"
                color="red"
                mt="sm"
                onClick={() => {
                  drawer.close();
                  logout();
                }}
                data-testid="drawer-logout"
              >
                Logout
              </Button>
            </>
          ) : (
            <Stack gap="sm">
              <Button component={Link} to="/login" variant="default" onClick={drawer.close}>
                Login
              </Button>
              <Button component={Link} to="/register" color="gold.5" c="brand.9" onClick={drawer.close}>
                Get Started
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
