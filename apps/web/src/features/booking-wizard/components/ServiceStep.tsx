import '@mantine/dates/styles.css';
import {
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconClock, IconPlane, IconShip } from '@tabler/icons-react';
import {
  bankHolidayOn,
  isPickupWeekday,
  pickupDateRange,
  SERVICE_LEVEL_CODES,
  SERVICE_LEVELS,
  type ServiceLevelCode,
} from '@ukgh/domain';
import { useBankHolidays, useCollectionDays } from '../../../lib/collection-days.ts';
import { describeTransit, useRateCard } from '../../../lib/rate-card.ts';
import { useWizardFormContext } from '../form-context.ts';
import { PICKUP_SLOTS, PROOF_MODES } from '../wizard-form.ts';

const SERVICE_TEXT: Record<ServiceLevelCode, { icon: typeof IconShip; text: string }> = {
  STANDARD: { icon: IconShip, text: 'By sea. The best price for heavy boxes and barrels.' },
  EXPRESS: { icon: IconPlane, text: 'By air. For documents and anything that cannot wait.' },
};

/** Step 4: how it travels, when we collect it, and the extras. */
export function ServiceStep() {
  const form = useWizardFormContext();
  const values = form.getValues();
  // The domain's collection calendar: the collection days in settings, tomorrow to 60 days ahead (UK dates).
  const pickupDates = pickupDateRange();
  const collectionDays = useCollectionDays();
  const holidays = useBankHolidays();
  const rates = useRateCard();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md" c="brand.9">
          Service level
        </Title>
        <Radio.Group {...form.getInputProps('service_level_code')} data-testid="service-level">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SERVICE_LEVEL_CODES.map((code) => {
              const { icon: Icon, text } = SERVICE_TEXT[code];
              const level = SERVICE_LEVELS[code];
              const checked = values.service_level_code === code;
              return (
                <Radio.Card
                  key={code}
                  value={code}
                  radius="md"
                  p="md"
                  data-testid={`service-${code}`}
                  style={{
                    borderColor: checked ? 'var(--mantine-color-brand-7)' : undefined,
                    background: checked ? 'var(--mantine-color-brand-0)' : undefined,
                  }}
                >
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <ThemeIcon
                      variant="light"
                      size={36}
                      radius="md"
                      color={code === 'EXPRESS' ? 'gold' : 'brand'}
                    >
                      <Icon size={20} />
                    </ThemeIcon>
                    <div>
                      <Text fw={700}>
                        {level.name} ({level.label})
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {text}
                      </Text>
                      {rates.data && (
                        <Text fz="xs" fw={600} c="brand.8" mt={4}>
                          Usually {describeTransit(rates.data.service_levels[code].transit_days)}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      </Stack>

      <Stack gap="xs">
        <Title order={3} fz="md" c="brand.9">
          Pickup
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatePickerInput
            label="Pickup date"
            withAsterisk
            placeholder="Choose a date"
            minDate={pickupDates.first}
            maxDate={pickupDates.last}
            // No collections on a bank holiday (the list in Settings) nor off the collection days.
            excludeDate={(date) =>
              !isPickupWeekday(date.slice(0, 10), collectionDays) ||
              Boolean(bankHolidayOn(date.slice(0, 10), holidays))
            }
            valueFormat="ddd D MMM YYYY"
            leftSection={<IconCalendar size={16} />}
            popoverProps={{ withinPortal: true }}
            data-testid="pickup-date"
            {...form.getInputProps('pickup_date')}
          />
          <Select
            label="Pickup time"
            withAsterisk
            placeholder="Choose a time window"
            data={PICKUP_SLOTS.map((slot) => ({ value: slot.value, label: slot.label }))}
            leftSection={<IconClock size={16} />}
            comboboxProps={{ withinPortal: true }}
            data-testid="pickup-slot"
            {...form.getInputProps('pickup_slot')}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          UK time. Our agent confirms the exact time by phone the day before.
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={3} fz="md" c="brand.9">
          Options
        </Title>
        <Switch
          label="Fragile"
          description="Handle with care labels and padded packing"
          data-testid="opt-fragile"
          {...form.getInputProps('fragile', { type: 'checkbox' })}
        />
        <Switch
          label="Insurance"
          description="Covers the declared value against loss or damage"
          data-testid="opt-insurance"
          {...form.getInputProps('insurance_opt_in', { type: 'checkbox' })}
        />
        <Switch
          label="Cash on delivery"
          description="The recipient pays when the parcel arrives"
          data-testid="opt-cod"
          {...form.getInputProps('cod_opt_in', { type: 'checkbox' })}
        />
        <Select
          label="Proof of delivery"
          data={PROOF_MODES.map((mode) => ({ value: mode.value, label: mode.label }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          maw={360}
          {...form.getInputProps('proof_mode')}
        />
        <Textarea
          label="Notes"
          placeholder="Anything our agents should know: gate codes, best times, landmarks"
          autosize
          minRows={2}
          maxLength={2000}
          data-testid="booking-notes"
          {...form.getInputProps('notes')}
        />
      </Stack>
    </Stack>
  );
}
