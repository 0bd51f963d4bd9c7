import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';

type WithTestId<P> = P & { 'data-testid'?: string };

/** The required email box of the login, register and forgot-password forms. */
export const EmailField = (props: WithTestId<TextInputProps>) => (
  <TextInput
    label="Email"
    type="email"
    autoComplete="email"
    placeholder="you@example.com"
    leftSection={<IconMail size={16} />}
    withAsterisk
    {...props}
  />
);

/** A required password box with the lock icon. */
export const PasswordField = (props: WithTestId<PasswordInputProps>) => (
  <PasswordInput leftSection={<IconLock size={16} />} withAsterisk {...props} />
);
