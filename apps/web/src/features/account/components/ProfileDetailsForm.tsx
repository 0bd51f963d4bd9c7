import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { profilePatchSchema, ROLE_LABELS, type UserDto } from '@ukgh/domain';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePatchProfile } from '../api/update-profile.ts';

const valuesOf = (user: UserDto) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone_e164: user.phone_e164 ?? '',
});

/** The Settings page's profile form: names and phone; email and role are shown, not edited. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: (values) => schemaErrors(profilePatchSchema, values),
  });
  const patch = usePatchProfile();

  const onSubmit = form.onSubmit((values) => {
    const phone = values.phone_e164.trim();
    patch.mutate(
      { first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone_e164: phone || null },
      { onError: (error) => form.setErrors(serverFieldErrors(error)) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details">
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Email"
            value={user.email}
            readOnly
            variant="filled"
            description="Email cannot be changed here"
          />
          <TextInput
            label="Role"
            value={ROLE_LABELS[user.role]}
            readOnly
            variant="filled"
            description="Set by an administrator"
          />
        </SimpleGrid>
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+44 7700 900123"
          description="International format, starting with + and the country code"
          {...form.getInputProps('phone_e164')}
        />
        <Group>
          <Button type="submit" loading={patch.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
