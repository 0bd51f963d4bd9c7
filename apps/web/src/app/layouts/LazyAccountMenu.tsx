import { Box } from '@mantine/core';
import type { UserDto } from '@ukgh/domain';
import { lazy, Suspense } from 'react';

// The account menu's popover (Mantine's Menu and floating-ui) would put the public pages and the agent's jobs
// screen over their budgets: it downloads when the header draws it.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

/** The account menu, with a box of its avatar's size in its place while its code loads. */
export function LazyAccountMenu({ user }: { user: UserDto }) {
  return (
    <Suspense fallback={<Box w={34} h={34} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
