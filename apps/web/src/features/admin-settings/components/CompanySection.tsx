import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { type AdminSettingsDto, companySettingsSchema, SETTINGS_MESSAGES } from '@ukgh/domain';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { toFormValues, useSectionForm } from './use-section-form.ts';

const SOCIAL_FIELDS = [
  ['facebook_url', 'Facebook'],
  ['instagram_url', 'Instagram'],
  ['x_url', 'X (Twitter)'],
  ['whatsapp_url', 'WhatsApp'],
] as const;

export function CompanySection({ company }: { company: AdminSettingsDto['company'] }) {
  const save = useSaveSettings(SETTINGS_MESSAGES.companySaved, SETTINGS_MESSAGES.saveFailed);
  const { form, onSubmit } = useSectionForm(
    'company',
    companySettingsSchema,
    toFormValues(company) as Record<string, unknown>,
    save,
  );
  const field = (path: string) => form.getInputProps(path);

  return (
    <SettingsSection
      id="company"
      title="Company"
      label="Company details"
      description="Shown in the footer, the contact page and the emails, and used on labels and invoices."
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Company name" withAsterisk {...field('name')} />
        <TextInput label="Support email" type="email" withAsterisk {...field('support_email')} />
        <TextInput label="UK phone" type="tel" withAsterisk {...field('support_phone')} />
        <TextInput label="Ghana phone" type="tel" withAsterisk {...field('ghana_phone')} />
      </SimpleGrid>
      <TextInput
        label="Locations"
        description="One line, e.g. London, UK & Accra, Ghana"
        withAsterisk
        {...field('locations')}
      />
      <Text fw={600} size="sm">
        UK address
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Address line 1" withAsterisk {...field('uk_address.line1')} />
        <TextInput label="City" withAsterisk {...field('uk_address.city')} />
        <TextInput label="Postcode" withAsterisk {...field('uk_address.postcode')} />
      </SimpleGrid>
      <Text fw={600} size="sm">
        Ghana address
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Address line 1" withAsterisk {...field('gh_address.line1')} />
        <TextInput label="City" withAsterisk {...field('gh_address.city')} />
        <TextInput label="Postcode / GhanaPost GPS" withAsterisk {...field('gh_address.postcode')} />
      </SimpleGrid>
      <Text fw={600} size="sm">
        Social profiles
      </Text>
      <Text c="dimmed" size="xs" mt={-10}>
        Leave a profile blank to hide its icon in the footer.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SOCIAL_FIELDS.map(([key, label]) => (
          <TextInput key={key} label={label} type="url" placeholder="https://" {...field(key)} />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
