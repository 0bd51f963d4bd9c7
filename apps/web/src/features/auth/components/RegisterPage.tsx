import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhone, IconUser } from '@tabler/icons-react';
import { canSubmitRegistration, PHONE_MESSAGES, REGISTRATION_MESSAGES } from '@ukgh/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PasswordMatchIndicator } from '../../../components/ui/PasswordMatchIndicator.tsx';
import { PasswordStrengthMeter } from '../../../components/ui/PasswordStrengthMeter.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useRegister } from '../api/register.ts';
import { EmailField, PasswordField } from './AuthFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FormError } from './FormError.tsx';
import { type RegisterValues, registrationProblem } from './register-validation.ts';

const EMPTY: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_e164: '',
  password: '',
  password_confirm: '',
};

/**
 * 07700 900123, +44 7700 900123, 024 123 4567, +233 24 123 4567: each as E.164, or null for another number.
 * The rule (the phone number's library) would put the page over the public budget, so it downloads when a
 * number is sent; should it fail to, nothing is sent and the visitor is asked to try again.
 */
const readPhone = (phone: string) => import('../phone-rule.ts').then((m) => m.toE164(phone));

/** The first message the server gave for phone_e164 in a 400, if any. */
const phoneDetail = (error: Error | null): string | null => {
  if (!(error instanceof ApiError)) return null;
  const details = (error.body as { details?: Record<string, unknown> } | null)?.details;
  const messages = details?.phone_e164;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : null;
};

export function RegisterPage() {
  usePageMeta(
    'Create an Account',
    'Create a free UK Ghana Shipping account to book door-to-door parcel collections from the UK to Ghana and track every shipment.',
  );
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const registerMutation = useRegister();
  // The server's word on the phone (it reads numbers the same way) also belongs under the field.
  const serverPhoneError = phoneDetail(registerMutation.error);

  const field = (name: keyof RegisterValues) => ({
    name,
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const { value } = e.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (name === 'phone_e164') setPhoneError(null);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registrationProblem(values);
    setError(problem);
    const phone = values.phone_e164.trim();
    let e164: string | null = null;
    if (phone !== '') {
      try {
        e164 = await readPhone(phone);
      } catch {
        setError(REGISTRATION_MESSAGES.failed);
        return;
      }
    }
    setPhoneError(phone !== '' && !e164 ? PHONE_MESSAGES.invalid : null);
    if (problem || (phone !== '' && !e164)) return;
    registerMutation.reset();
    registerMutation.mutate({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone_e164: e164,
      password: values.password,
      password_confirm: values.password_confirm,
      role: 'CUSTOMER',
    });
  };

  return (
    <AuthShell
      title="Create your account"
      subtitle="Book collections in the UK and follow every parcel to Ghana."
      width={520}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Register" data-testid="register-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              leftSection={<IconUser size={16} />}
              withAsterisk
              data-testid="register-first-name"
              {...field('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              data-testid="register-last-name"
              {...field('last_name')}
            />
          </SimpleGrid>
          <EmailField data-testid="register-email" {...field('email')} />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            placeholder="07700 900123"
            description="A UK or Ghana number"
            leftSection={<IconPhone size={16} />}
            error={phoneError ?? serverPhoneError}
            data-testid="register-phone"
            {...field('phone_e164')}
          />
          <Stack gap={8}>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              data-testid="register-password"
              {...field('password')}
            />
            <PasswordStrengthMeter password={values.password} />
          </Stack>
          <Stack gap={6}>
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password confirmation' }}
              data-testid="register-password-confirm"
              {...field('password_confirm')}
            />
            <PasswordMatchIndicator password={values.password} confirm={values.password_confirm} />
          </Stack>
          <FormError message={error} />
          <Button
            type="submit"
            size="md"
            fullWidth
            color="gold.5"
            c="brand.9"
            disabled={!canSubmitRegistration(values.password, values.password_confirm)}
            loading={registerMutation.isPending}
            data-testid="register-submit"
          >
            Create Account
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            By creating an account you agree to our{' '}
            <Anchor component={Link} to="/terms" fz="xs">
              Terms of Service
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/privacy" fz="xs">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
