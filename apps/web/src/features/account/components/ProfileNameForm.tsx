import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserDto } from '@ukgh/domain';
import type { ReactNode } from 'react';
import { type SafeParser, schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import type { ProfileFields } from '../api/update-profile.ts';

interface Props {
  user: UserDto;
  /** The form's accessible name. */
  label: string;
  /** The fields' check: the domain schema the server checks them with. */
  schema: SafeParser;
  save: {
    mutate: (body: ProfileFields, options: { onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** The read-only fields (email, role …) between the names and the phone. */
  children: ReactNode;
}

/** The names-and-phone profile form shared by Profile Settings and Settings. */
export function ProfileNameForm({ user, label, schema, save, children }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_e164: user.phone_e164 ?? '',
    },
    validate: (values) => schemaErrors(schema, values),
  });

  const onSubmit = form.onSubmit((values) => {
    const phone = values.phone_e164.trim();
    save.mutate(
      { first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone_e164: phone || null },
      { onError: (error) => form.setErrors(serverFieldErrors(error)) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        {children}
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+44 7700 900123"
          description="International format, starting with + and the country code"
          {...form.getInputProps('phone_e164')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
