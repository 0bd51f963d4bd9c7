import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema } from '@ukgh/domain';
import { PasswordMatchIndicator } from '../../../components/ui/PasswordMatchIndicator.tsx';
import { PasswordStrengthMeter } from '../../../components/ui/PasswordStrengthMeter.tsx';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { current_password: '', new_password: '', new_password_confirm: '' };

/** Used by Settings and by the Security tab of Profile Settings: one form, one call. */
export function ChangePasswordForm() {
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => schemaErrors(changePasswordSchema, values),
  });
  const changePassword = useChangePassword();

  const onSubmit = form.onSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" data-testid="change-password-form">
      <Stack gap="md" maw={520}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <Stack gap={8}>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('new_password')}
          />
          <PasswordStrengthMeter password={form.values.new_password} />
        </Stack>
        <Stack gap={6}>
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('new_password_confirm')}
          />
          <PasswordMatchIndicator
            password={form.values.new_password}
            confirm={form.values.new_password_confirm}
          />
        </Stack>
        <Group>
          <Button type="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
