import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { DashboardSearchHit } from '@ukgh/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Greeting } from '../../../components/ui/Greeting.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { useAdminDashboard } from '../api/dashboard.ts';
import { AssignAgentModal } from './AssignAgentModal.tsx';
import { AttentionList } from './AttentionList.tsx';
import type { ShipmentChoice } from './assignable.ts';
import { DashboardCards } from './DashboardCards.tsx';
import { DashboardSearch } from './DashboardSearch.tsx';
import { DeliveredWithoutCode } from './DeliveredWithoutCode.tsx';
import { NestedCounts } from './NestedCounts.tsx';
import { QuickLinks } from './QuickLinks.tsx';

// The setup checklist shows on a new installation only: it is not part of every admin's first download.
const SetupChecklist = lazy(() =>
  import('./SetupChecklist.tsx').then((m) => ({ default: m.SetupChecklist })),
);

/** /admin: the admin dashboard of spec 001 §2, every figure from GET /admin/dashboard/. */
export function AdminDashboardPage() {
  const user = useCurrentUser();
  const dashboard = useAdminDashboard();
  const [hits, setHits] = useState<DashboardSearchHit[]>([]);
  const [assigning, setAssigning] = useState<{ shipmentId: string | null } | null>(null);
  const onResults = useCallback((found: DashboardSearchHit[]) => setHits(found), []);
  const openAssign = (choice?: ShipmentChoice) => setAssigning({ shipmentId: choice?.shipment_id ?? null });

  // The modal offers what is on screen: the attention list and the search's results, each shipment once.
  const choices = new Map<string, ShipmentChoice>();
  for (const c of [...(dashboard.data?.attention.items ?? []), ...hits]) choices.set(c.shipment_id, c);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Greeting firstName={user?.first_name ?? ''}>Here is the operation today.</Greeting>
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={() => openAssign()}
          data-testid="open-assign"
        >
          Assign agent
        </Button>
      </Group>

      {dashboard.data && !Object.values(dashboard.data.setup).every(Boolean) && (
        <Suspense fallback={null}>
          <SetupChecklist setup={dashboard.data.setup} />
        </Suspense>
      )}
      <DashboardSearch onAssign={openAssign} onResults={onResults} />
      <DashboardCards data={dashboard.data} loading={dashboard.isPending} />
      {dashboard.data && (
        <Stack gap={0}>
          <NestedCounts data={dashboard.data} />
          <AttentionList attention={dashboard.data.attention} onAssign={openAssign} />
        </Stack>
      )}
      <DeliveredWithoutCode />
      {dashboard.isError && (
        <Text c="dimmed" fz="sm" mb="xl" data-testid="dashboard-error">
          The figures could not be loaded.{' '}
          <Anchor component="button" type="button" fz="sm" onClick={() => dashboard.refetch()}>
            Try again
          </Anchor>
        </Text>
      )}
      <Title order={2} fz="lg" c="brand.9" mt="xl" mb="sm">
        Go to
      </Title>
      <QuickLinks />
      {assigning && (
        <AssignAgentModal
          opened
          onClose={() => setAssigning(null)}
          choices={[...choices.values()]}
          initialShipmentId={assigning.shipmentId}
        />
      )}
    </>
  );
}
