import { AppShell, Box, Burger, Button, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { ROLE_LABELS } from '@ukgh/domain';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';
import { AgentQueueStatus } from '../../features/agent-offline/index.ts';
import { accountSettingsPath } from '../../lib/account-paths.ts';
import { useSession } from '../../lib/auth-store.ts';
import { useLogout } from '../use-logout.tsx';
import { activeLink } from './active-link.ts';
import { sidebarLinks } from './back-office-nav.ts';
import { LazyAccountMenu } from './LazyAccountMenu.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';

/** One layout for /admin and /agent (spec 001 §2): sidebar on desktop, burger drawer on phones. */
export function BackOfficeLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const { logout, confirmation } = useLogout();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  // A tap on a link should reveal the page it opened, not leave the drawer over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => mobile.close(), [pathname]);

  if (!session) return <Navigate to="/login" replace />;
  const { user } = session;
  const links = sidebarLinks(user.role);
  const settings = accountSettingsPath(user.role);
  const active = activeLink(pathname, [...links.map((l) => l.to), settings]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <NavigationProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open navigation"
              data-testid="nav-burger"
            />
            <Logo size="sm" />
            <Text
              fz="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              visibleFrom="md"
              style={{ letterSpacing: '0.08em' }}
            >
              {user.role === 'ADMIN' ? 'Back office' : ROLE_LABELS[user.role]}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {!phone && <AgentQueueStatus />}
            <LazyAccountMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label="Back office">
        <AppShell.Section>
          <Box p="sm" bg="brand.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text fz="xs" c="brand.8" fw={600}>
              Welcome back, {user.first_name}!
            </Text>
            <Group gap="sm" mt={8} wrap="nowrap">
              <UserAvatar user={user} size={40} />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} fz="sm" truncate data-testid="sidebar-user-name">
                  {user.full_name}
                </Text>
                <Text fz="xs" c="dimmed" truncate data-testid="sidebar-user-email">
                  {user.email}
                </Text>
              </div>
            </Group>
          </Box>
        </AppShell.Section>

        {/* The browser's own scrolling: Mantine's ScrollArea brought floating-ui (14 KB) into every first screen. */}
        <AppShell.Section grow mt="md" mx="-xs" px="xs" style={{ overflowY: 'auto' }}>
          <Stack gap={2} component="nav" aria-label="Sections">
            {links.map(({ to, label, icon: Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={18} stroke={1.6} />}
                active={active === to}
                variant="filled"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        </AppShell.Section>

        <AppShell.Section>
          <Divider my="sm" />
          <NavLink
            component={Link}
            to={settings}
            label="My account"
            leftSection={<IconUserCircle size={18} stroke={1.6} />}
            active={active === settings}
            variant="filled"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          <Button
            fullWidth
            variant="light"
            color="red.9"
            mt="xs"
            leftSection={<IconLogout size={16} />}
            onClick={logout}
            data-testid="sidebar-logout"
          >
            Logout
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        {/* On a phone the header has no room: the outbox's word is a strip above the page, in thumb reach. */}
        {phone && (
          <Box pos="sticky" top={72} mb="sm" style={{ zIndex: 10 }}>
            <AgentQueueStatus strip />
          </Box>
        )}
        <Box maw={1280} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
      {confirmation}
    </AppShell>
  );
}
