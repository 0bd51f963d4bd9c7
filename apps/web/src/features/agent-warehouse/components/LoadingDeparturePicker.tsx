import { Anchor, Select, Text } from '@mantine/core';
import { DEPARTURE_MODE_LABELS, WEB_ROUTES } from '@ukgh/domain';
import { Link } from 'react-router';
import { useDepartures } from '../../../lib/departures.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

export interface ChosenDeparture {
  id: string;
  name: string;
}

interface Props {
  value: ChosenDeparture | null;
  onChange: (departure: ChosenDeparture | null) => void;
}

/**
 * The loading departure a Consolidate scan puts parcels on (issue 15): only departures that are loading are
 * offered; the server still checks the cut-off and that the parcel's service travels by this mode.
 */
export function LoadingDeparturePicker({ value, onChange }: Props) {
  const { data, isPending } = useDepartures('loading');
  const options = (data?.results ?? []).map((d) => ({
    value: d.id,
    label: `${d.vessel_or_flight} · ${DEPARTURE_MODE_LABELS[d.mode]} to ${d.port} · cut-off ${formatDateTime(d.cut_off_at)}`,
    name: d.vessel_or_flight,
  }));
  const empty = !isPending && options.length === 0;
  return (
    <div>
      <Select
        size="md"
        label="Loading onto"
        placeholder={empty ? 'No departure is loading' : 'Choose a departure'}
        data={options}
        value={value?.id ?? null}
        disabled={empty}
        onChange={(id) => {
          const option = options.find((o) => o.value === id);
          onChange(option ? { id: option.value, name: option.name } : null);
        }}
        data-testid="scan-departure"
        comboboxProps={{ withinPortal: true }}
      />
      <Text fz="xs" c="dimmed" mt={4}>
        {empty ? 'Start loading a departure first: ' : ''}
        <Anchor component={Link} to={WEB_ROUTES.warehouseDepartures} fz="xs">
          Departures
        </Anchor>
      </Text>
    </div>
  );
}
