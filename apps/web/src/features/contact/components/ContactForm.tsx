import { Alert, Anchor, Box, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactMessageInput,
  contactMessageSchema,
  type UserDto,
} from '@ukgh/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { useSendContactMessage } from '../api/send-message.ts';

type ContactValues = Required<Omit<ContactMessageInput, 'phone'>> & { phone: string };

/** A signed-in user is not asked again for what the account already knows; they can still change it. */
const initialValues = (user: UserDto | null): ContactValues => ({
  name: user?.full_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone_e164 ?? '',
  subject: '',
  message: '',
  website: '',
});

/** The contact form, checked with the schema the server checks the message with. */
export function ContactForm() {
  const send = useSendContactMessage();
  const user = useCurrentUser();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: initialValues(user),
    validate: (values) => schemaErrors(contactMessageSchema, values),
  });

  const submit = form.onSubmit((values) => {
    setSent(null);
    send.mutate(values, {
      onSuccess: (data) => {
        setSent(data?.message || CONTACT_MESSAGES.sent);
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.setErrors(serverFieldErrors(error));
      },
    });
  });

  return (
    <>
      {sent && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={18} />}
          mb="lg"
          data-testid="contact-sent"
          withCloseButton
          onClose={() => setSent(null)}
        >
          {sent}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Contact form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Your name"
              withAsterisk
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              data-testid="contact-name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="email"
              data-testid="contact-email-input"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              data-testid="contact-phone-input"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Subject"
              withAsterisk
              maxLength={CONTACT_LIMITS.subject}
              placeholder="e.g. Quote for 3 barrels to Kumasi"
              data-testid="contact-subject"
              {...form.getInputProps('subject')}
            />
          </SimpleGrid>
          <Textarea
            label="Message"
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            maxLength={CONTACT_LIMITS.message}
            placeholder="Tell us what you are sending, where it is going, and your tracking number if you have one."
            data-testid="contact-message"
            {...form.getInputProps('message')}
          />
          {/* A field people never see: automated spam fills it in and is quietly dropped. */}
          <Box style={{ position: 'absolute', left: '-10000px' }} aria-hidden="true">
            <input tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
          </Box>
          <Text fz="xs" c="dimmed">
            We use your details only to answer you. See our{' '}
            <Anchor component={Link} to="/privacy" fz="xs">
              privacy policy
            </Anchor>
            .
          </Text>
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} />}
            loading={send.isPending}
            w={{ base: '100%', sm: 'auto' }}
            data-testid="contact-submit"
          >
            Send message
          </Button>
        </Stack>
      </form>
    </>
  );
}
