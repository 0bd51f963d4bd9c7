import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NAV_BY_ROLE } from '@ukgh/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { useSession } from '../../lib/auth-store.ts';
import { useSessionPending } from '../../lib/session-pending.ts';
import { activeLink } from './active-link.ts';
import { LazyAccountMenu } from './LazyAccountMenu.tsx';
import { PUBLIC_NAV } from './public-links.ts';
import classes from './SiteHeader.module.css';

// The phone's menu (a drawer, with the logout question's modal) would put the public pages over their budget:
// it downloads on the first tap on the burger.
const MobileNav = lazy(() => import('./MobileNav.tsx').then((m) => ({ default: m.MobileNav })));

export function SiteHeader() {
  const session = useSession();
  const user = session?.user;
  const sessionPending = useSessionPending();
  const { pathname } = useLocation();
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false, { onOpen: () => setDrawerLoaded(true) });

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

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" {...sessionPending}>
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
              <LazyAccountMenu user={user} />
            ) : (
              <Group gap="sm" visibleFrom="md" {...sessionPending}>
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

      {/* The drawer (and the dialog code it needs) is downloaded on the first tap of the burger. */}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNav opened={drawerOpened} onClose={drawer.close} user={user} links={links} active={active} />
        </Suspense>
      )}
    </Box>
  );
}
