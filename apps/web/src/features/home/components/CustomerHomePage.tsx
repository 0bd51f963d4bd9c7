import { SimpleGrid, Title } from '@mantine/core';
import { IconPackage, IconSearch, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { ActionCard } from './ActionCard.tsx';
import { Greeting } from './Greeting.tsx';

export function CustomerHomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <Greeting firstName={user.first_name}>What would you like to do today?</Greeting>
      <Title order={2} fz="lg" mb="md" c="brand.9">
        Quick actions
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <ActionCard
          to="/dashboard/book"
          title="Book a Shipment"
          description="Arrange a collection in the UK for delivery in Ghana."
          icon={IconPackage}
          color="gold"
        />
        <ActionCard
          to="/track"
          title="Track a Package"
          description="Follow a parcel with its UKG tracking number."
          icon={IconSearch}
        />
        <ActionCard
          to="/dashboard/profile"
          title="Profile"
          description="Your details and notification preferences."
          icon={IconUserCircle}
        />
        <ActionCard
          to="/dashboard/settings"
          title="Settings"
          description="Photo, contact details and password."
          icon={IconSettings}
        />
      </SimpleGrid>
    </>
  );
}
