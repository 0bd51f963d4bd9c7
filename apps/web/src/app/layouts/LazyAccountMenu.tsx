import { Box } from '@mantine/core';
import type { UserDto } from '@ukgh/domain';
import { lazy, Suspense } from 'react';

// The account menu's popover code (floating-ui, 14 KB) loads after the page's first screen: the public pages
// never need it, and an agent's jobs screen needs it for nothing else.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

/** The account menu, with a box of its avatar's size in its place while its code loads. */
export function LazyAccountMenu({ user }: { user: UserDto }) {
  return (
    <Suspense fallback={<Box w={34} h={34} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
