import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLE_LABELS, type Role, type UserDto } from '@ukgh/domain';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateUser } from '../api/user-mutations.ts';
import { STAFF_ROLE_OPTIONS } from './role-options.ts';
import { type EditUserValues, editUserBody, editValuesOf, validateEditUser } from './user-form.ts';

function EditUserForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const form = useForm<EditUserValues>({
    mode: 'controlled',
    initialValues: editValuesOf(user),
    validate: (values) => validateEditUser(values, user),
  });
  const update = useUpdateUser();

  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, body: editUserBody(values, user) },
      { onSuccess: onDone, onError: (error) => form.setErrors(serverFieldErrors(error)) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit user">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Phone (optional)" type="tel" {...form.getInputProps('phone_e164')} />
          {user.role === 'CUSTOMER' ? (
            <TextInput
              label="Role"
              value={ROLE_LABELS.CUSTOMER}
              readOnly
              variant="filled"
              description="Customers keep the customer role"
            />
          ) : (
            <Select
              label="Role"
              data={STAFF_ROLE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('role')}
              onChange={(value) => value && form.setFieldValue('role', value as Role)}
            />
          )}
        </SimpleGrid>
        <Switch label="Active (can sign in)" {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditUserDialog({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  return (
    <Modal opened={Boolean(user)} onClose={onClose} title={<Text fw={700}>Edit User</Text>} size="lg">
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}
