import { ActionIcon, Badge, Button, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconEdit, IconPlus, IconX } from '@tabler/icons-react';
import {
  type DepartureDto,
  type DeparturePackageDto,
  type DepartureState,
  needsConfirmation,
  statusLabel,
} from '@ukgh/domain';
import { useEffect, useRef, useState } from 'react';
import { ScanCodeField } from '../../../components/scanner/index.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { useDownload } from '../../../lib/documents.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import {
  downloadDepartureFile,
  useConsolidate,
  useDeparture,
  useDepartureState,
  useRemoveFromDeparture,
} from '../api/departures.ts';
import {
  departureTitle,
  STATE_COLORS,
  stateActions,
  stateLabel,
  unitLabel,
} from '../model/departure-view.ts';
import { ConfirmStateDialog } from './ConfirmStateDialog.tsx';

interface Props {
  id: string;
  onEdit: (departure: DepartureDto) => void;
}

const PAPERS = [
  { paper: 'manifest', format: 'pdf', label: 'Manifest PDF', testId: 'manifest-pdf' },
  { paper: 'manifest', format: 'csv', label: 'Manifest CSV', testId: 'manifest-csv' },
  { paper: 'customs', format: 'pdf', label: 'Customs packing list PDF', testId: 'customs-pdf' },
  { paper: 'customs', format: 'csv', label: 'Customs packing list CSV', testId: 'customs-csv' },
] as const;

/** One departure: its facts, state buttons, manifest downloads, loading (scan or list) and its packages. */
export function DepartureDetail({ id, onEdit }: Props) {
  const { data: d, isPending } = useDeparture(id);
  const changeState = useDepartureState();
  const consolidate = useConsolidate();
  const remove = useRemoveFromDeparture();
  const download = useDownload('Failed to download the file');
  const top = useRef<HTMLDivElement>(null);
  // On a phone the list sits above: show the departure just chosen rather than leave it below the fold.
  useEffect(() => {
    if (id && window.matchMedia?.('(max-width: 62em)').matches)
      top.current?.scrollIntoView({ block: 'start' });
  }, [id]);
  const [confirming, setConfirming] = useState<{ to: DepartureState; label: string } | null>(null);
  if (isPending || !d) return <PageLoader />;
  const loading = d.state === 'loading';

  return (
    <Card withBorder p={{ base: 'md', sm: 'lg' }} data-testid="departure-detail" ref={top}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} fz="xl" c="brand.9">
              {departureTitle(d)}
            </Title>
            <Text c="dimmed" fz="sm">
              {unitLabel(d)}: {d.container_or_awb ?? 'not yet issued'} · to {d.port}
            </Text>
          </div>
          <Badge size="lg" color={STATE_COLORS[d.state]} variant="light" data-testid="departure-state">
            {stateLabel(d.state)}
          </Badge>
        </Group>
        <Group gap="xl" fz="sm">
          <Fact label="Cut-off" value={formatDateTime(d.cut_off_at)} />
          <Fact label="ETD" value={formatDateTime(d.etd)} />
          <Fact label="ETA" value={formatDateTime(d.eta)} />
          {d.departed_at && <Fact label="Departed" value={formatDateTime(d.departed_at)} />}
          {d.arrived_at && <Fact label="Arrived" value={formatDateTime(d.arrived_at)} />}
        </Group>
        <Group gap="sm" wrap="wrap">
          {stateActions(d).map((action) => (
            <Button
              key={action.to}
              variant={action.to === 'planned' ? 'default' : 'filled'}
              loading={changeState.isPending && changeState.variables?.state === action.to}
              onClick={() =>
                needsConfirmation(action.to)
                  ? setConfirming(action)
                  : changeState.mutate({ id: d.id, state: action.to, version: d.version })
              }
            >
              {action.label}
            </Button>
          ))}
          <Button variant="light" leftSection={<IconEdit size={16} />} onClick={() => onEdit(d)}>
            Edit
          </Button>
          {PAPERS.map((paper) => (
            <Button
              key={paper.testId}
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => download.mutate(() => downloadDepartureFile(d, paper.paper, paper.format))}
              data-testid={paper.testId}
            >
              {paper.label}
            </Button>
          ))}
        </Group>

        {loading && (
          <>
            <Divider label="Load packages" labelPosition="left" />
            <div data-testid="departure-scan">
              <ScanCodeField
                label="Scan or type a tracking number"
                placeholder="UKG…"
                submitLabel="Add to departure"
                loading={consolidate.isPending}
                clearOnSubmit
                onSubmit={(code) => consolidate.mutate({ id: d.id, tracking_number: code })}
              />
            </div>
            {d.candidates.length > 0 && (
              <PackageTable
                title={`At the UK warehouse, ready for this ${d.mode === 'sea' ? 'sailing' : 'flight'}`}
                rows={d.candidates}
                testId="departure-candidates"
                action={(p) => (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => consolidate.mutate({ id: d.id, shipment_id: p.shipment_id })}
                  >
                    Add
                  </Button>
                )}
              />
            )}
          </>
        )}

        <ConfirmStateDialog
          departureId={d.id}
          target={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={(to) => {
            setConfirming(null);
            changeState.mutate({ id: d.id, state: to, version: d.version });
          }}
        />

        <PackageTable
          title={`On this departure (${d.packages.length})`}
          rows={d.packages}
          testId="departure-packages"
          empty="No packages yet."
          action={
            loading
              ? (p) =>
                  p.status === 'consolidated' ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Take ${p.tracking_number} off`}
                      onClick={() => remove.mutate({ id: d.id, shipmentId: p.shipment_id })}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  ) : null
              : undefined
          }
        />
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

function PackageTable({
  title,
  rows,
  action,
  testId,
  empty,
}: {
  title: string;
  rows: DeparturePackageDto[];
  action?: (p: DeparturePackageDto) => React.ReactNode;
  testId: string;
  empty?: string;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withRowBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tracking</Table.Th>
                <Table.Th>Consignee</Table.Th>
                <Table.Th ta="right">Items</Table.Th>
                <Table.Th ta="right">Weight</Table.Th>
                <Table.Th>Status</Table.Th>
                {action && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.shipment_id} data-tracking={p.tracking_number}>
                  <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                    {p.tracking_number ?? p.booking_code}
                  </Table.Td>
                  <Table.Td>
                    {p.recipient_name}, {p.recipient_city}
                  </Table.Td>
                  <Table.Td ta="right">{p.items}</Table.Td>
                  <Table.Td ta="right">{p.weight_kg} kg</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StatusBadge
                      status={p.status}
                      label={statusLabel(p.status)}
                      // The badge's label clips at its own width by default; a status is read whole.
                      styles={{
                        root: { overflow: 'visible', maxWidth: 'none' },
                        label: { overflow: 'visible' },
                      }}
                    />
                  </Table.Td>
                  {action && <Table.Td ta="right">{action(p)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
