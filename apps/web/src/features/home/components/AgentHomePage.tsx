import { SimpleGrid } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { ROLE_LABELS } from '@ukgh/domain';
import { useLocation } from 'react-router';
import { accountSettingsPath } from '../../../lib/account-paths.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { ActionCard } from './ActionCard.tsx';
import { Greeting } from './Greeting.tsx';

const AREA_ROLE = { pickup: 'PICKUP', warehouse: 'WAREHOUSE', delivery: 'DELIVERY' } as const;

/** One page for the three agent areas; admins visiting an area see it as that area. */
export function AgentHomePage() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return null;
  const area = pathname.split('/')[2] as keyof typeof AREA_ROLE;
  const areaRole = AREA_ROLE[area] ?? user.role;
  return (
    <>
      <Greeting firstName={user.first_name}>
        {user.role === areaRole
          ? `You're signed in as a ${ROLE_LABELS[areaRole]}.`
          : `You're viewing the ${ROLE_LABELS[areaRole]} area.`}
      </Greeting>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <ActionCard
          to={accountSettingsPath(user.role)}
          title="Settings"
          description="Your photo, contact details and password."
          icon={IconSettings}
        />
      </SimpleGrid>
    </>
  );
}
