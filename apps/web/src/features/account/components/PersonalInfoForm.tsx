import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { profileUpdateSchema, type UserDto } from '@ukgh/domain';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePutProfile } from '../api/update-profile.ts';

/** Profile Settings → Personal Info: PUT /auth/profile/. Email is required-looking but fixed. */
export function PersonalInfoForm({ user }: { user: UserDto }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_e164: user.phone_e164 ?? '',
    },
    validate: (values) => schemaErrors(profileUpdateSchema, values),
  });
  const put = usePutProfile();

  const onSubmit = form.onSubmit((values) => {
    const phone = values.phone_e164.trim();
    put.mutate(
      { first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone_e164: phone || null },
      { onError: (error) => form.setErrors(serverFieldErrors(error)) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal info">
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
        <TextInput
          label="Email"
          withAsterisk
          value={user.email}
          readOnly
          variant="filled"
          description="Email cannot be changed here"
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+44 7700 900123"
          description="International format, starting with + and the country code"
          {...form.getInputProps('phone_e164')}
        />
        <Group>
          <Button type="submit" loading={put.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
