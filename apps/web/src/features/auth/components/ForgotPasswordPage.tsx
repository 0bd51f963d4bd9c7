import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { isValidEmail, PASSWORD_RESET_REQUEST_MESSAGE, REGISTRATION_MESSAGES } from '@ukgh/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { EmailField } from './AuthFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FormError } from './FormError.tsx';

export function ForgotPasswordPage() {
  usePageMeta(
    'Forgot Password',
    'Forgot your UK Ghana Shipping password? Enter your email and we will send you a link to choose a new one.',
  );
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resetRequest = useRequestPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(REGISTRATION_MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    resetRequest.mutate(email.trim());
  };

  const footer = (
    <Anchor component={Link} to="/login" fw={600}>
      Back to login
    </Anchor>
  );

  if (resetRequest.isSuccess) {
    return (
      <AuthShell title="Check your email" footer={footer}>
        <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} data-testid="reset-requested">
          {resetRequest.data?.message || PASSWORD_RESET_REQUEST_MESSAGE}
        </Alert>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email you registered with and we'll send you a link to choose a new one."
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          <EmailField
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-testid="forgot-email"
          />
          <FormError message={error} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={resetRequest.isPending}
            data-testid="forgot-submit"
          >
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
