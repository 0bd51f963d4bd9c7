import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useWizardFormContext } from '../form-context.ts';
import { AddressFields } from './AddressFields.tsx';

/** Step 1: who hands the parcels over in the UK (prefilled from the customer's profile). */
export function SenderStep() {
  const form = useWizardFormContext();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Full name"
          withAsterisk
          autoComplete="name"
          leftSection={<IconUser size={16} />}
          data-testid="sender-name"
          {...form.getInputProps('sender_name')}
        />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={16} />}
          data-testid="sender-email"
          {...form.getInputProps('sender_email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+44 7700 900123"
          description="So the pickup agent can call before arriving"
          leftSection={<IconPhone size={16} />}
          data-testid="sender-phone"
          {...form.getInputProps('sender_phone')}
        />
      </SimpleGrid>
      <AddressFields
        party="sender"
        line1Label="Pickup address line 1"
        line1Placeholder="House number and street"
        line2Placeholder="Flat, building (optional)"
        postcodeLabel="Postcode"
        postcodePlaceholder="SW1A 1AA"
        postcodeRequired
        country="United Kingdom"
        autoComplete
      />
    </Stack>
  );
}
