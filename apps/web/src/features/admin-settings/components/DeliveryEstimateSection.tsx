import { Button, Divider, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import {
  type AdminSettingsDto,
  DELIVERY_ESTIMATE_DAYS_MAX,
  deliveryEstimateSettingsSchema,
  FORM_REGION_CODES,
  GHANA_REGIONS,
  SETTINGS_MESSAGES,
} from '@ukgh/domain';
import { useState } from 'react';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useSectionForm } from './use-section-form.ts';

const days = { min: 0, max: DELIVERY_ESTIMATE_DAYS_MAX, allowDecimal: false } as const;
const MODES = [
  { key: 'sea', label: 'Sea freight at Tema (Ship)' },
  { key: 'air', label: 'Air freight at Accra (Flight)' },
] as const;

/** The days the delivery window adds after a departure arrives (issue 15): clearance per mode, delivery per region. */
export function DeliveryEstimateSection({ estimate }: { estimate: AdminSettingsDto['delivery_estimate'] }) {
  const save = useSaveSettings(SETTINGS_MESSAGES.deliveryEstimateSaved, SETTINGS_MESSAGES.saveFailed);
  // Sixteen regions are a long form: shown when asked for (the values are kept and sent either way).
  const [showRegions, setShowRegions] = useState(false);
  const { form, onSubmit } = useSectionForm(
    'delivery_estimate',
    deliveryEstimateSettingsSchema,
    estimate,
    save,
  );
  // Regions only read from older bookings (Brong-Ahafo) keep their stored figures but are not offered.
  const range = (path: string, label: string) => (
    <SimpleGrid cols={2} spacing="xs" key={path}>
      <NumberInput
        label={`${label}: fewest days`}
        {...days}
        {...form.getInputProps(`${path}.0`)}
        error={form.errors[`${path}.0`] ?? form.errors[path]}
      />
      <NumberInput label={`${label}: most days`} {...days} {...form.getInputProps(`${path}.1`)} />
    </SimpleGrid>
  );

  return (
    <SettingsSection
      title="Delivery estimate"
      label="Delivery estimate"
      description="Customers see a delivery window: the departure's arrival, then customs clearance, then delivery to the region. Calendar days. Before a departure is known the window uses the rate card's transit days."
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <Text fw={600}>Customs clearance</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {MODES.map((mode) => range(`customs_clearance_days.${mode.key}`, mode.label))}
      </SimpleGrid>
      <Divider />
      <Group justify="space-between" gap="sm">
        <Text fw={600}>Delivery from our Ghana warehouse, by region</Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => setShowRegions((v) => !v)}
          aria-expanded={showRegions}
        >
          {showRegions ? 'Hide regions' : 'Edit days by region'}
        </Button>
      </Group>
      {showRegions ? (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          {FORM_REGION_CODES.map((code) => range(`delivery_days.${code}`, GHANA_REGIONS[code]))}
        </SimpleGrid>
      ) : (
        <Text fz="sm" c="dimmed">
          {FORM_REGION_CODES.map((code) => {
            const [min, max] = form.getValues().delivery_days[code] ?? [0, 0];
            return `${GHANA_REGIONS[code]} ${min === max ? min : `${min}–${max}`}`;
          }).join(' · ')}{' '}
          days
        </Text>
      )}
    </SettingsSection>
  );
}
