import { SimpleGrid, TextInput } from '@mantine/core';
import { type AdminSettingsDto, bankDetailsSchema, SETTINGS_MESSAGES } from '@ukgh/domain';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useSectionForm } from './use-section-form.ts';

const EMPTY = { account_name: '', bank_name: '', sort_code: '', account_number: '' };

export function BankDetailsSection({ bank }: { bank: AdminSettingsDto['bank_details'] }) {
  const save = useSaveSettings(SETTINGS_MESSAGES.bankSaved, SETTINGS_MESSAGES.saveFailed);
  const { form, onSubmit } = useSectionForm('bank_details', bankDetailsSchema, bank ?? EMPTY, save);

  return (
    <SettingsSection
      id="bank-details"
      title="Bank details"
      label="Bank details"
      description="The account customers pay into by bank transfer."
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Account name" withAsterisk {...form.getInputProps('account_name')} />
        <TextInput label="Bank" withAsterisk {...form.getInputProps('bank_name')} />
        <TextInput
          label="Sort code"
          placeholder="12-34-56"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('sort_code')}
        />
        <TextInput
          label="Account number"
          placeholder="8 digits"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps('account_number')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
