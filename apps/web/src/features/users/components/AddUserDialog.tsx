import {
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Role } from '@ukgh/domain';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateUser } from '../api/user-mutations.ts';
import { ALL_ROLE_OPTIONS } from './role-options.ts';
import { type AddUserValues, addUserBody, EMPTY_ADD_USER, validateAddUser } from './user-form.ts';

export function AddUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<AddUserValues>({
    mode: 'controlled',
    initialValues: EMPTY_ADD_USER,
    validate: validateAddUser,
  });
  const create = useCreateUser();

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((values) =>
    create.mutate(addUserBody(values), {
      onSuccess: close,
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>Add User</Text>} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Add user" data-testid="add-user-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Last name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Phone (optional)"
              type="tel"
              placeholder="+233 20 123 4567"
              {...form.getInputProps('phone_e164')}
            />
            <Select
              label="Role"
              placeholder="Choose a role"
              withAsterisk
              data={ALL_ROLE_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('role')}
              onChange={(value) => form.setFieldValue('role', (value ?? '') as Role | '')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label="Password"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('password_confirm')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
