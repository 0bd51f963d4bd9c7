import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { FORM_REGION_CODES, regionName } from '@ukgh/domain';
import { useWizardFormContext } from '../form-context.ts';

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
      <TextInput
        label="Delivery address line 1"
        withAsterisk
        placeholder="House number, street or landmark"
        data-testid="recipient-line1"
        {...form.getInputProps('recipient_address.line1')}
      />
      <TextInput
        label="Address line 2"
        placeholder="Area, suburb (optional)"
        data-testid="recipient-line2"
        {...form.getInputProps('recipient_address.line2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Town or city"
          withAsterisk
          data-testid="recipient-city"
          {...form.getInputProps('recipient_address.city')}
        />
        <TextInput
          label="GhanaPost digital address"
          placeholder="GA-123-4567 (optional)"
          data-testid="recipient-postcode"
          {...form.getInputProps('recipient_address.postcode')}
        />
        <TextInput label="Country" value="Ghana" readOnly disabled />
      </SimpleGrid>
    </Stack>
  );
}
