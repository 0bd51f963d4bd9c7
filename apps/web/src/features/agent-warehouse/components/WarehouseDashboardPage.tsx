import { Alert, Button, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShip, IconWifiOff } from '@tabler/icons-react';
import {
  AGENT_MESSAGES,
  AGENT_OFFLINE_MESSAGES,
  DEPARTURE_MESSAGES,
  EMPTY_STATES,
  type WarehouseShipment,
  WEB_ROUTES,
} from '@ukgh/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useWarehouseMove } from '../api/warehouse-actions.ts';
import { useWarehousePackages } from '../api/warehouse-packages.ts';
import {
  actionsFor,
  canAssignDelivery,
  type ScanMode,
  STAGE_TILES,
  type WarehouseAction,
} from '../model/warehouse-stages.ts';
import { AssignDeliveryDialog } from './AssignDeliveryDialog.tsx';
import { type ChosenDeparture, LoadingDeparturePicker } from './LoadingDeparturePicker.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { StageCounts } from './StageCounts.tsx';
import { useWarehouseScan } from './use-warehouse-scan.ts';
import { WarehousePackageCard } from './WarehousePackageCard.tsx';

/**
 * The warehouse dashboard (spec 001 §2 "Warehouse Management", issue 10): counts by stage, a scan box that finds
 * a parcel or receives, consolidates or dispatches it in one go, and the packages with the buttons for the steps
 * they can take now. Phone first: one column of big buttons; on a desk the scan box sits beside the list.
 */
export function WarehouseDashboardPage() {
  const role = useCurrentUser()?.role;
  const [params, setParams] = useSearchParams();
  const stage = params.get('status');
  const query = useWarehousePackages(stage);
  const move = useWarehouseMove();
  const [mode, setMode] = useState<ScanMode>('lookup');
  const [departure, setDeparture] = useState<ChosenDeparture | null>(null);
  const scan = useWarehouseScan(mode, departure);
  const [assigning, setAssigning] = useState<WarehouseShipment | null>(null);
  const results = query.data?.data.results ?? [];
  const savedAt = query.data?.savedAt ?? null;
  const stageLabel = STAGE_TILES.find((tile) => tile.status === stage)?.label;

  const selectStage = (status: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (status) next.set('status', status);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );

  const act = (shipment: WarehouseShipment, action: WarehouseAction) => {
    const consolidating = action.kind === 'consolidate';
    // A parcel is consolidated onto a departure: the scan box's Consolidate mode says which.
    if (consolidating && !departure) {
      setMode('consolidate');
      toast.error(DEPARTURE_MESSAGES.chooseDeparture);
      return;
    }
    move.mutate({
      packageId: shipment.id,
      status: action.to,
      label: `${action.label}: ${shipment.tracking_code}`,
      departureId: consolidating ? departure?.id : undefined,
    });
  };

  const cardFor = (shipment: WarehouseShipment, highlighted = false) => (
    <WarehousePackageCard
      key={shipment.id}
      shipment={shipment}
      actions={actionsFor(shipment)}
      canAssign={canAssignDelivery(role, shipment)}
      onAction={(action) => act(shipment, action)}
      onAssign={() => setAssigning(shipment)}
      highlighted={highlighted}
    />
  );

  return (
    <>
      <PageHeader
        title="Warehouse"
        subtitle="Receive parcels, consolidate and dispatch them, receive them in Ghana and give them a delivery agent."
        actions={
          <Button
            component={Link}
            to={WEB_ROUTES.warehouseDepartures}
            variant="light"
            leftSection={<IconShip size={16} />}
            data-testid="warehouse-departures-link"
          >
            Departures
          </Button>
        }
      />
      <StageCounts
        counts={query.data?.data.counts}
        loading={query.isPending}
        selected={stage}
        onSelect={selectStage}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <div style={{ position: 'sticky', top: 84 }}>
            <ScanPanel
              mode={mode}
              onModeChange={(next) => {
                setMode(next);
                scan.setFound(null);
              }}
              onSubmit={scan.submit}
              busy={scan.busy}
              error={scan.error}
              onTyping={scan.clearError}
              log={scan.log}
              modeOptions={
                mode === 'consolidate' ? (
                  <LoadingDeparturePicker value={departure} onChange={setDeparture} />
                ) : null
              }
            >
              {scan.found && <div data-testid="scan-found">{cardFor(scan.found, true)}</div>}
            </ScanPanel>
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="lg" c="brand.9">
                {stageLabel ?? 'All packages'}
                {query.data && (
                  <Text span c="dimmed" fw={500} fz="md">
                    {' '}
                    ({results.length})
                  </Text>
                )}
              </Title>
              {stage && (
                <Button variant="subtle" size="sm" onClick={() => selectStage(null)}>
                  Show all
                </Button>
              )}
            </Group>
            {savedAt && (
              <Alert color="yellow" icon={<IconWifiOff size={18} />} data-testid="warehouse-offline-copy">
                {AGENT_OFFLINE_MESSAGES.offlineCopy} ({formatDateTime(savedAt)}).
              </Alert>
            )}
            {query.isPending ? (
              <PageLoader label="Loading packages" />
            ) : query.isError && !query.data ? (
              <Alert
                color="red"
                title={AGENT_MESSAGES.loadWarehouseShipmentsFailed}
                data-testid="warehouse-error"
              >
                Please refresh the page to try again.
              </Alert>
            ) : results.length === 0 ? (
              <EmptyState
                title={EMPTY_STATES.packages}
                description={
                  stage
                    ? 'Nothing is at this stage right now.'
                    : 'Parcels show here once a pickup agent has collected them.'
                }
              />
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="warehouse-list">
                {results.map((shipment) => cardFor(shipment))}
              </SimpleGrid>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <AssignDeliveryDialog
        shipment={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={(assigned) => {
          if (scan.found?.id === assigned.id) scan.setFound(assigned);
        }}
      />
    </>
  );
}
