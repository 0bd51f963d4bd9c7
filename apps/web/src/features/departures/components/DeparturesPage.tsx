import { Badge, Button, Card, Grid, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlane, IconPlus, IconShip } from '@tabler/icons-react';
import { DEPARTURE_STATES, type DepartureDto, type DepartureState } from '@ukgh/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useDepartures } from '../api/departures.ts';
import { STATE_COLORS, stateLabel } from '../model/departure-view.ts';
import { DepartureDetail } from './DepartureDetail.tsx';
import { DepartureFormDialog } from './DepartureFormDialog.tsx';

/**
 * Sailings and flights (issue 15), for admins (`/admin/departures`) and warehouse staff
 * (`/agent/warehouse/departures`): the list, the one chosen with its packages, loading by scan or from a list,
 * its state buttons and its manifest.
 */
export function DeparturesPage() {
  usePageMeta('Departures', 'Sailings and flights to Ghana, their packages and manifests.');
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<DepartureState | 'all'>('all');
  const phone = useMediaQuery('(max-width: 30em)');
  const [editing, setEditing] = useState<DepartureDto | null | undefined>(undefined);
  const list = useDepartures(filter === 'all' ? undefined : filter);
  const selected = params.get('id');
  const select = (id: string) => setParams({ id }, { replace: true });

  return (
    <>
      <PageHeader
        title="Departures"
        subtitle="Sailings to Tema and flights to Accra: load them, move them, print their manifests."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing(null)}
            data-testid="departure-new"
          >
            New departure
          </Button>
        }
      />
      {/* Five states and All fit a phone only in the small size; a narrower one scrolls the row sideways. */}
      <div style={{ overflowX: 'auto', marginBottom: 'var(--mantine-spacing-md)' }}>
        <SegmentedControl
          size={phone ? 'xs' : 'sm'}
          value={filter}
          onChange={(v) => setFilter(v as DepartureState | 'all')}
          data={[
            { value: 'all', label: 'All' },
            ...DEPARTURE_STATES.map((s) => ({ value: s, label: stateLabel(s) })),
          ]}
        />
      </div>
      {list.isPending ? (
        <PageLoader />
      ) : !list.data?.results.length ? (
        <EmptyState title="No departures" description="Plan the next sailing or flight with New departure." />
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" data-testid="departure-list">
              {list.data.results.map((d) => (
                <DepartureCard
                  key={d.id}
                  departure={d}
                  active={d.id === selected}
                  onSelect={() => select(d.id)}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected ? (
              <DepartureDetail id={selected} onEdit={setEditing} />
            ) : (
              <Card withBorder p="lg">
                <Text c="dimmed">
                  Choose a departure to see its packages, load it and print its manifest.
                </Text>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      )}
      <DepartureFormDialog
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        departure={editing ?? null}
      />
    </>
  );
}

function DepartureCard({
  departure: d,
  active,
  onSelect,
}: {
  departure: DepartureDto;
  active: boolean;
  onSelect: () => void;
}) {
  const Icon = d.mode === 'sea' ? IconShip : IconPlane;
  return (
    <Card
      withBorder
      p="md"
      component="button"
      type="button"
      onClick={onSelect}
      aria-pressed={active}
      data-testid="departure-card"
      style={{
        textAlign: 'left',
        cursor: 'pointer',
        borderColor: active ? 'var(--mantine-color-brand-6)' : undefined,
        borderWidth: active ? 2 : 1,
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={22} aria-hidden />
          <div style={{ minWidth: 0 }}>
            {/* Names and numbers wrap rather than end in an ellipsis: a container number is read whole. */}
            <Text fw={700} c="brand.9" style={{ overflowWrap: 'anywhere' }}>
              {d.vessel_or_flight}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="departure-card-unit">
              {d.carrier} · to {d.port}
              {d.container_or_awb ? ` · ${d.container_or_awb}` : ''}
            </Text>
          </div>
        </Group>
        <Badge color={STATE_COLORS[d.state]} variant="light" style={{ flexShrink: 0 }}>
          {stateLabel(d.state)}
        </Badge>
      </Group>
      <Group gap="lg" mt="xs" fz="sm">
        <Text fz="sm">
          <Text span inherit c="dimmed">
            Cut-off{' '}
          </Text>
          {formatDateTime(d.cut_off_at)}
        </Text>
        <Text fz="sm">
          <Text span inherit c="dimmed">
            ETA{' '}
          </Text>
          {formatDateTime(d.eta)}
        </Text>
        <Text fz="sm" fw={600}>
          {d.package_count} package{d.package_count === 1 ? '' : 's'}
        </Text>
      </Group>
    </Card>
  );
}
