import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { FORM_REGION_CODES, regionName } from '@ukgh/domain';
import { useWizardFormContext } from '../form-context.ts';
import { AddressFields } from './AddressFields.tsx';

// Ghana's sixteen current regions, by name (DESIGN §4).
const REGION_OPTIONS = FORM_REGION_CODES.map((code) => ({ value: code, label: regionName(code) }));

/** Step 2: who receives the parcels in Ghana. */
export function RecipientStep() {
  const form = useWizardFormContext();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Full name"
          withAsterisk
          leftSection={<IconUser size={16} />}
          data-testid="recipient-name"
          {...form.getInputProps('recipient_name')}
        />
        <TextInput
          label="Phone"
          withAsterisk
          type="tel"
          placeholder="+233 24 123 4567"
          description="The delivery agent calls this number in Ghana"
          leftSection={<IconPhone size={16} />}
          data-testid="recipient-phone"
          {...form.getInputProps('recipient_phone')}
        />
        <Checkbox
          mt={{ sm: 32 }}
          label="The recipient agrees to get updates on WhatsApp"
          description="Otherwise by SMS to this number"
          data-testid="recipient-whatsapp"
          {...form.getInputProps('recipient_whatsapp_opt_in', { type: 'checkbox' })}
        />
        <TextInput
          label="Email"
          type="email"
          placeholder="Optional"
          leftSection={<IconMail size={16} />}
          data-testid="recipient-email"
          {...form.getInputProps('recipient_email')}
        />
        <Select
          label="Region"
          withAsterisk
          placeholder="Choose a region"
          data={REGION_OPTIONS}
          searchable
          nothingFoundMessage="No region matches"
          comboboxProps={{ withinPortal: true }}
          data-testid="recipient-region"
          {...form.getInputProps('gh_region_code')}
        />
      </SimpleGrid>
      <AddressFields
        party="recipient"
        line1Label="Delivery address line 1"
        line1Placeholder="House number, street or landmark"
        line2Placeholder="Area, suburb (optional)"
        postcodeLabel="GhanaPost digital address"
        postcodePlaceholder="GA-123-4567 (optional)"
        country="Ghana"
      />
    </Stack>
  );
}
