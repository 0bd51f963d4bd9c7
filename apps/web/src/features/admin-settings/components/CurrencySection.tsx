import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CurrencyRateDto, SETTINGS_MESSAGES, updateCurrencySchema } from '@ukgh/domain';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSetCurrency } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function CurrencySection({ currency }: { currency: CurrencyRateDto }) {
  const setCurrency = useSetCurrency(SETTINGS_MESSAGES.currencySaved, SETTINGS_MESSAGES.saveFailed);
  const form = useForm<{ rate: number | string }>({
    mode: 'controlled',
    initialValues: { rate: currency.rate },
    validate: (values) => schemaErrors(updateCurrencySchema, values),
  });
  const onSubmit = form.onSubmit((values) => {
    setCurrency.mutate(
      { rate: Number(values.rate) },
      {
        onSuccess: (saved) => form.setInitialValues({ rate: saved.rate }),
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    );
  });

  return (
    <SettingsSection
      title="Currency"
      label="Currency"
      description="How many Ghana cedis one pound buys. New quotes convert at the new rate; bookings keep the rate they were quoted at."
      onSubmit={onSubmit}
      saving={setCurrency.isPending}
    >
      <NumberInput
        label="GBP → GHS rate"
        description="₵ per £1"
        prefix="₵"
        min={0}
        decimalScale={6}
        hideControls
        maw={260}
        {...form.getInputProps('rate')}
      />
      <Text size="sm" c="dimmed" data-testid="currency-set-at">
        {currency.set_at
          ? `Current rate £1 = ₵${currency.rate}, set ${formatDateTime(currency.set_at)}`
          : `Current rate £1 = ₵${currency.rate} (the default; no rate has been set yet)`}
      </Text>
    </SettingsSection>
  );
}
