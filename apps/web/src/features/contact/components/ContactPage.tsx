import {
  Anchor,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { telHref, useCompanyDetails } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

// The form comes with its check (the domain schema and zod, tens of KB): apart, the page draws the ways to
// reach us within the public pages' budget, and the form, whole with its check, right after.
const ContactForm = lazy(() => import('./ContactForm.tsx').then((m) => ({ default: m.ContactForm })));

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
              <Suspense fallback={<Skeleton height={480} radius="md" />}>
                <ContactForm />
              </Suspense>
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
