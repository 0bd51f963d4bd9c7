import { SimpleGrid } from '@mantine/core';
import { IconUserCircle, IconUsers } from '@tabler/icons-react';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { ActionCard } from './ActionCard.tsx';
import { Greeting } from './Greeting.tsx';

export function AdminHomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <Greeting firstName={user.first_name}>Welcome to the back office.</Greeting>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <ActionCard
          to="/admin/users"
          title="Users"
          description="Create staff accounts, change roles, activate or deactivate users."
          icon={IconUsers}
        />
        <ActionCard
          to="/admin/account"
          title="My account"
          description="Your photo, contact details and password."
          icon={IconUserCircle}
        />
      </SimpleGrid>
    </>
  );
}
