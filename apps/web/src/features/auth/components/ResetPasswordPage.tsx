import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  REGISTRATION_MESSAGES,
} from '@ukgh/domain';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordMatchIndicator } from '../../../components/ui/PasswordMatchIndicator.tsx';
import { PasswordStrengthMeter } from '../../../components/ui/PasswordStrengthMeter.tsx';
import { ApiError, serverReason } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { PasswordField } from './AuthFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FormError } from './FormError.tsx';

const passwordProblem = (password: string, confirm: string): string | null => {
  if (!password || !confirm) return REGISTRATION_MESSAGES.requiredFields;
  if (password.length < PASSWORD_MIN_LENGTH) return REGISTRATION_MESSAGES.passwordTooShort;
  if (password !== confirm) return REGISTRATION_MESSAGES.passwordsDoNotMatch;
  return null;
};

const failureText = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return serverReason(error) ?? PASSWORD_RESET_INVALID_MESSAGE;
};

export function ResetPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your UK Ghana Shipping account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useConfirmPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    reset.mutate({ token, new_password: password, new_password_confirm: confirm });
  };

  const newLink = (
    <Anchor component={Link} to="/forgot-password" fw={600}>
      Request a new reset link
    </Anchor>
  );

  if (!token) {
    return (
      <AuthShell title="Reset your password" footer={newLink}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {PASSWORD_RESET_INVALID_MESSAGE}
        </Alert>
      </AuthShell>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthShell title="Password reset">
        <Stack gap="lg">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} data-testid="reset-done">
            {reset.data?.message || PASSWORD_RESET_DONE_MESSAGE}
          </Alert>
          <Button component={Link} to="/login" size="md" fullWidth>
            Go to login
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Choose a new password"
      subtitle="Use at least 8 characters; a mix of letters, numbers and symbols is strongest."
      footer={newLink}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <Stack gap="md">
          <Stack gap={8}>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="reset-password"
            />
            <PasswordStrengthMeter password={password} />
          </Stack>
          <Stack gap={6}>
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              data-testid="reset-password-confirm"
            />
            <PasswordMatchIndicator password={password} confirm={confirm} />
          </Stack>
          <FormError message={error ?? (reset.isError ? failureText(reset.error) : null)} />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="reset-submit">
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
