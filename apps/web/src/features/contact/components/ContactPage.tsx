import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconClock, IconMail, IconMapPin, IconPhone, IconSend } from '@tabler/icons-react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactMessageInput,
  contactMessageSchema,
  type UserDto,
} from '@ukgh/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { telHref, useCompanyDetails } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
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

function AddressCard({
  title,
  address,
}: {
  title: string;
  address: { line1: string; city: string; postcode: string };
}) {
  return (
    <Card p="md">
      <Text fw={700} c="brand.9" fz="sm">
        {title}
      </Text>
      <Text fz="sm" c="dimmed">
        {address.line1}
        <br />
        {address.city} {address.postcode}
      </Text>
    </Card>
  );
}

function ContactDetails() {
  const company = useCompanyDetails();
  const rows = [
    {
      icon: IconMail,
      label: 'Email',
      value: (
        <Anchor href={`mailto:${company.support_email}`} data-testid="contact-email">
          {company.support_email}
        </Anchor>
      ),
    },
    {
      icon: IconPhone,
      label: 'UK phone',
      value: (
        <Anchor href={telHref(company.support_phone)} data-testid="contact-phone">
          {company.support_phone}
        </Anchor>
      ),
    },
    {
      icon: IconPhone,
      label: 'Ghana phone',
      value: <Anchor href={telHref(company.ghana_phone)}>{company.ghana_phone}</Anchor>,
    },
    { icon: IconMapPin, label: 'Offices', value: <Text>{company.locations}</Text> },
    {
      icon: IconClock,
      label: 'Opening hours',
      value: <Text>Monday to Friday 9:00–18:00, Saturday 10:00–14:00 (UK time)</Text>,
    },
  ];
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          {rows.map(({ icon: Icon, label, value }) => (
            <Group key={label} gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.05em' }}>
                  {label}
                </Text>
                {value}
              </Stack>
            </Group>
          ))}
        </Stack>
      </Card>
      <SimpleGrid cols={2} spacing="md">
        <AddressCard title="UK warehouse" address={company.uk_address} />
        <AddressCard title="Ghana office" address={company.gh_address} />
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        Tracking a parcel? The quickest answer is on the{' '}
        <Anchor component={Link} to="/track" fz="sm">
          tracking page
        </Anchor>
        . Many questions are answered in our{' '}
        <Anchor component={Link} to="/faq" fz="sm">
          FAQ
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** /contact: a form whose message is stored and mailed to support, and every way to reach us. */
export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Contact UK Ghana Shipping in London and Accra by email, phone or our contact form. We reply within one working day.',
  );
  const send = useSendContactMessage();
  const user = useCurrentUser();
  const [sent, setSent] = useState<string | null>(null);
  // Checked with the schema the server checks the message with.
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
      <PublicPageHero
        eyebrow="Contact"
        title="Talk to our team in London and Accra"
        text="Questions about a booking, a quote for a large or commercial shipment, or help with a parcel on its way: send us a message and we reply within one working day."
      />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Grid gutter={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card p={{ base: 'md', sm: 'xl' }} shadow="xs">
              <Title order={2} fz="xl" c="brand.9" mb="md">
                Send us a message
              </Title>
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
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactDetails />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
