import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useWizardFormContext } from '../form-context.ts';

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
      <TextInput
        label="Pickup address line 1"
        withAsterisk
        autoComplete="address-line1"
        placeholder="House number and street"
        data-testid="sender-line1"
        {...form.getInputProps('sender_address.line1')}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        placeholder="Flat, building (optional)"
        data-testid="sender-line2"
        {...form.getInputProps('sender_address.line2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Town or city"
          withAsterisk
          autoComplete="address-level2"
          data-testid="sender-city"
          {...form.getInputProps('sender_address.city')}
        />
        <TextInput
          label="Postcode"
          withAsterisk
          autoComplete="postal-code"
          placeholder="SW1A 1AA"
          data-testid="sender-postcode"
          {...form.getInputProps('sender_address.postcode')}
        />
        <TextInput label="Country" value="United Kingdom" readOnly disabled />
      </SimpleGrid>
    </Stack>
  );
}
