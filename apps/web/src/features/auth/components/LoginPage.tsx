import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@ukgh/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useLogin } from '../api/login.ts';
import { EmailField, PasswordField } from './AuthFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FormError } from './FormError.tsx';

export function LoginPage() {
  usePageMeta(
    'Log In',
    'Log in to UK Ghana Shipping to book a collection, follow your parcels to Ghana and manage your bookings and payments.',
  );
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Signing in needs no more client check than two filled fields; the server applies the shared loginSchema
    // and answers its messages.
    const address = email.trim().toLowerCase();
    if (!address || !password) {
      setError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    loginMutation.mutate({ email: address, password });
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Log in to book shipments and follow your parcels."
      footer={
        <>
          Don't have an account?{' '}
          {/* The page the visitor wanted rides along, so a new account lands there too. */}
          <Anchor
            component={Link}
            to="/register"
            state={location.state}
            fw={600}
            data-testid="login-register-link"
          >
            Create one
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Login" data-testid="login-form">
        <Stack gap="md">
          <EmailField
            name="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-testid="login-email"
          />
          <div>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              placeholder="Your password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              data-testid="login-password"
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to="/forgot-password" fz="sm">
                Forgot password?
              </Anchor>
            </Group>
          </div>
          <FormError message={error} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={loginMutation.isPending}
            data-testid="login-submit"
          >
            Login
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            Staff accounts are created by an administrator.
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
