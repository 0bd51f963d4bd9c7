import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DEPARTURE_PORTS, type DepartureDto, type DepartureMode } from '@ukgh/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/FormDialog.tsx';
import { useSaveDeparture } from '../api/departures.ts';
import { bodyOf, emptyForm, formOf, missingFields } from '../model/departure-form.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The departure to edit; null plans a new one. */
  departure: DepartureDto | null;
}

/** Plan or edit a sailing or flight. After it has left only the carrier details and the ETA may change. */
export function DepartureFormDialog({ opened, onClose, departure }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={departure ? 'Edit departure' : 'New departure'}>
      <DepartureForm departure={departure} onDone={onClose} />
    </FormDialog>
  );
}

function DepartureForm({ departure, onDone }: { departure: DepartureDto | null; onDone: () => void }) {
  const [values, setValues] = useState(departure ? formOf(departure) : emptyForm());
  const [errors, setErrors] = useState<ReturnType<typeof missingFields>>({});
  const save = useSaveDeparture();
  const left = departure != null && departure.state !== 'planned' && departure.state !== 'loading';
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: event.currentTarget.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body = bodyOf(values);
    save.mutate(
      { id: departure?.id ?? null, body: departure ? { ...body, version: departure.version } : body },
      { onSuccess: onDone },
    );
  };

  const unit = values.mode === 'sea' ? 'Container number' : 'Air waybill number';
  return (
    <form onSubmit={submit} noValidate data-testid="departure-form">
      <Stack gap="sm">
        <div>
          <Text fz="sm" fw={500} mb={4}>
            Mode
          </Text>
          <SegmentedControl
            fullWidth
            disabled={left || (departure?.package_count ?? 0) > 0}
            value={values.mode}
            onChange={(mode) => setValues((v) => ({ ...v, mode: mode as DepartureMode }))}
            data={[
              { value: 'sea', label: `Sea to ${DEPARTURE_PORTS.sea} (Standard)` },
              { value: 'air', label: `Air to ${DEPARTURE_PORTS.air} (Express)` },
            ]}
          />
        </div>
        <TextInput
          label="Carrier"
          required
          value={values.carrier}
          onChange={set('carrier')}
          error={errors.carrier}
        />
        <TextInput
          label={values.mode === 'sea' ? 'Vessel' : 'Flight number'}
          required
          value={values.vessel_or_flight}
          onChange={set('vessel_or_flight')}
          error={errors.vessel_or_flight}
        />
        <TextInput label={unit} value={values.container_or_awb} onChange={set('container_or_awb')} />
        <TextInput
          type="datetime-local"
          label="Cut-off at the UK warehouse"
          required
          disabled={left}
          value={values.cut_off_at}
          onChange={set('cut_off_at')}
          error={errors.cut_off_at}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Departs (ETD)"
            required
            disabled={left}
            value={values.etd}
            onChange={set('etd')}
            error={errors.etd}
          />
          <TextInput
            type="datetime-local"
            label={`Arrives at ${DEPARTURE_PORTS[values.mode]} (ETA)`}
            required
            value={values.eta}
            onChange={set('eta')}
            error={errors.eta}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={save.isPending} data-testid="departure-save">
            {departure ? 'Save changes' : 'Create departure'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
