import { Alert, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { EMPTY_STATES, PACKAGE_MESSAGES } from '@ukgh/domain';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePickupPackages } from '../api/agent-jobs-api.ts';
import { ListSkeleton, OfflineCopyNotice } from './JobsPage.tsx';

/** /agent/pickup/packages, My Packages (spec 001 §2): what this agent collected and where it is now. */
export function PickupPackagesPage() {
  const query = usePickupPackages();
  const packages = query.data?.data.results ?? [];
  return (
    <>
      <PageHeader title="My Packages" subtitle="What you collected, and where it is now." />
      {query.isPending && <ListSkeleton />}
      {query.isError && (
        <Alert color="red" title={PACKAGE_MESSAGES.loadFailed}>
          <Button mt="xs" size="md" variant="white" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && (
        <>
          <OfflineCopyNotice savedAt={query.data.savedAt} />
          {packages.length === 0 ? (
            <EmptyState title={EMPTY_STATES.packages} description="Parcels you collect appear here." />
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {packages.map((item) => (
                <Card key={item.id} withBorder radius="md" padding="md" data-testid="pickup-package">
                  <Text ff="monospace" fw={700} fz="lg" c="brand.9">
                    {item.tracking_code}
                  </Text>
                  <Text fz="sm" c="dark.4">
                    Booking {item.booking_code} · {item.service_level.label}
                  </Text>
                  <Group mt={8}>
                    <StatusBadge status={item.current_status} size="lg" variant="filled" />
                  </Group>
                  <Text fw={600} mt="sm">
                    {item.customer.first_name} {item.customer.last_name} → {item.recipient_address.city},{' '}
                    {item.recipient_address.region}
                  </Text>
                  <Text fz="sm">Collected {formatDateTime(item.collected_at)}</Text>
                  {item.location && <Text fz="sm">Last seen: {item.location}</Text>}
                </Card>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </>
  );
}
