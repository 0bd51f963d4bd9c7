import { Divider, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type AdminSettingsDto,
  PACKAGE_TYPES,
  rateCardSettingsSchema,
  SERVICE_LEVEL_CODES,
  SETTINGS_MESSAGES,
} from '@ukgh/domain';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useSectionForm } from './use-section-form.ts';

const PACKAGE_TYPE_LABELS: Record<(typeof PACKAGE_TYPES)[number], string> = {
  BOX: 'Box',
  BARREL: 'Barrel',
  ENVELOPE: 'Envelope',
  BAG: 'Bag',
};

const pounds = { prefix: '£', decimalScale: 2, fixedDecimalScale: true, min: 0, hideControls: true } as const;

export function RatesSection({ rateCard }: { rateCard: AdminSettingsDto['rate_card'] }) {
  const save = useSaveSettings(SETTINGS_MESSAGES.ratesSaved, SETTINGS_MESSAGES.saveFailed);
  const { form, onSubmit } = useSectionForm('rate_card', rateCardSettingsSchema, rateCard, save);
  const field = (path: string) => form.getInputProps(path);

  return (
    <SettingsSection
      id="rate-card"
      title="Rates"
      label="Rates"
      description="The rate card every quote is priced on. A change applies to new quotes only: existing bookings keep their price."
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      {SERVICE_LEVEL_CODES.map((code) => {
        const level = rateCard.service_levels[code];
        const base = `service_levels.${code}`;
        const flatTypes = PACKAGE_TYPES.filter((type) => level.flat_rates[type]);
        return (
          <Stack key={code} gap="sm">
            <Text fw={600}>{level.label}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
              <NumberInput label="Price per kg" {...pounds} {...field(`${base}.per_kg`)} />
              <NumberInput label="Minimum charge" {...pounds} {...field(`${base}.minimum_charge`)} />
              <NumberInput
                label="Volumetric divisor (cm³ per kg)"
                min={1}
                allowDecimal={false}
                hideControls
                {...field(`${base}.volumetric_divisor_cm3_per_kg`)}
              />
              <NumberInput
                label="Transit: fewest days"
                min={1}
                allowDecimal={false}
                {...field(`${base}.transit_days.0`)}
                error={form.errors[`${base}.transit_days.0`] ?? form.errors[`${base}.transit_days`]}
              />
              <NumberInput
                label="Transit: most days"
                min={1}
                allowDecimal={false}
                {...field(`${base}.transit_days.1`)}
              />
            </SimpleGrid>
            {flatTypes.map((type) => (
              <SimpleGrid key={type} cols={{ base: 1, xs: 3 }} spacing="md">
                <NumberInput
                  label={`${PACKAGE_TYPE_LABELS[type]}: flat price`}
                  {...pounds}
                  {...field(`${base}.flat_rates.${type}.price`)}
                />
                <NumberInput
                  label={`${PACKAGE_TYPE_LABELS[type]}: weight included (kg)`}
                  min={0}
                  decimalScale={2}
                  hideControls
                  {...field(`${base}.flat_rates.${type}.includes_kg`)}
                />
                <NumberInput
                  label={`${PACKAGE_TYPE_LABELS[type]}: each extra kg`}
                  {...pounds}
                  {...field(`${base}.flat_rates.${type}.extra_per_kg`)}
                />
              </SimpleGrid>
            ))}
            <Divider />
          </Stack>
        );
      })}
      <Text fw={600}>Insurance</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Insurance (% of declared value)"
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
          hideControls
          {...field('insurance.percent_of_declared_value')}
        />
        <NumberInput label="Insurance minimum" {...pounds} {...field('insurance.minimum')} />
      </SimpleGrid>
    </SettingsSection>
  );
}
