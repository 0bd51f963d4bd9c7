import { Anchor, Card, Grid, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBox,
  IconCalendarCheck,
  IconClockExclamation,
  IconCreditCard,
  IconMapSearch,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { telHref, useCompanyDetails } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CtaBand } from './parts/calls-to-action.tsx';
import { Section } from './parts/Section.tsx';
import { TextLink } from './parts/TextLink.tsx';

interface Topic {
  id: string;
  icon: ComponentType<{ size?: number }>;
  title: string;
  body: ReactNode;
}

/** /help: booking, tracking, paying, and what to do when tracking goes quiet. */
export function HelpPage() {
  const company = useCompanyDetails();
  usePageMeta(
    'Help Centre',
    'How to book a collection, track your parcel, pay for your shipment and pack for Ghana, and what to do if your tracking has not updated for 24 hours.',
  );

  const topics: Topic[] = [
    {
      id: 'book',
      icon: IconCalendarCheck,
      title: 'How to book a shipment',
      body: (
        <List type="ordered" spacing={6}>
          <List.Item>
            <TextLink to="/register">Create a free account</TextLink> or{' '}
            <TextLink to="/login">log in</TextLink>.
          </List.Item>
          <List.Item>
            Choose Book Shipment and enter the sender’s UK address and the recipient in Ghana.
          </List.Item>
          <List.Item>
            Add each package: what it is, the type (box, barrel, envelope or bag), weight, size and value.
          </List.Item>
          <List.Item>
            Choose Ship (sea) or Flight (air), insurance if you want it, and a collection window.
          </List.Item>
          <List.Item>
            Check the summary and price, then submit. We confirm your booking, usually the same working day.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'track',
      icon: IconMapSearch,
      title: 'How to track your parcel',
      body: (
        <Stack gap={6}>
          <Text fz="sm">
            When we confirm your booking you get a tracking number: UKG followed by 10 digits. Enter it on the{' '}
            <TextLink to="/track">tracking page</TextLink>, no account needed, or open My Shipments when
            logged in.
          </Text>
          <Text fz="sm">
            The timeline shows every scan: collection, our UK warehouse, departure, arrival in Ghana, our
            Ghana warehouse, out for delivery and delivered.
          </Text>
        </Stack>
      ),
    },
    {
      id: 'pay',
      icon: IconCreditCard,
      title: 'How to pay',
      body: (
        <Stack gap={6}>
          <Text fz="sm">
            Your price is shown before you book and kept on the booking, in pounds with the cedi equivalent.
            Once we confirm the booking you can pay:
          </Text>
          <List spacing={4} fz="sm">
            <List.Item>
              by bank transfer, quoting your booking code, then upload the receipt in your booking;
            </List.Item>
            <List.Item>or in cash to our driver at collection.</List.Item>
          </List>
          <Text fz="sm">
            The booking shows Paid as soon as we have matched your payment, and the invoice is ready to
            download.
          </Text>
        </Stack>
      ),
    },
    {
      id: 'no-update',
      icon: IconClockExclamation,
      title: 'No tracking update for 24 hours?',
      body: (
        <Stack gap={6}>
          <Text fz="sm">
            While a container is at sea there are no scans for a few weeks; that is normal. At every other
            stage we scan at least daily. If more than 24 hours pass without an update, contact support with
            your tracking number:
          </Text>
          <Text fz="sm">
            <Anchor href={`mailto:${company.support_email}`} inherit>
              {company.support_email}
            </Anchor>{' '}
            ·{' '}
            <Anchor href={telHref(company.support_phone)} inherit>
              {company.support_phone}
            </Anchor>{' '}
            · Ghana{' '}
            <Anchor href={telHref(company.ghana_phone)} inherit>
              {company.ghana_phone}
            </Anchor>
          </Text>
        </Stack>
      ),
    },
    {
      id: 'packing',
      icon: IconBox,
      title: 'Packing your goods',
      body: (
        <List spacing={4} fz="sm">
          <List.Item>Strong boxes or sealed barrels; we supply packaging free on request.</List.Item>
          <List.Item>Liquids bagged and upright, fragile items padded, no empty space.</List.Item>
          <List.Item>The recipient’s name and phone number inside every package.</List.Item>
          <List.Item>
            Nothing on the <TextLink to="/prohibited">prohibited items list</TextLink>.
          </List.Item>
        </List>
      ),
    },
    {
      id: 'delivery',
      icon: IconTruckDelivery,
      title: 'Delivery in Ghana',
      body: (
        <Text fz="sm">
          After customs clearance our Ghana team calls the recipient to arrange delivery to the address in the
          booking. Make sure the recipient’s phone number is right: it is how our driver finds them. We record
          a photo or signature as proof of delivery, which you can see in your booking.
        </Text>
      ),
    },
  ];

  return (
    <>
      <PublicPageHero
        eyebrow="Help Centre"
        title="How can we help?"
        text="Everything you need to book, pay for and follow a shipment from the UK to Ghana."
      />
      <Section>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Card style={{ position: 'sticky', top: 88 }}>
              <Stack gap={8}>
                {topics.map((t) => (
                  <Anchor key={t.id} href={`#${t.id}`} fz="sm" c="gray.7">
                    {t.title}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {topics.map(({ id, icon: Icon, title, body }) => (
                <Card key={id} id={id} style={{ scrollMarginTop: 88 }}>
                  <ThemeIcon variant="light" size={40} radius="md">
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={2} fz="lg" c="brand.9" mt="md" mb="xs">
                    {title}
                  </Title>
                  {body}
                </Card>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </Section>
      <CtaBand
        title="Still need help?"
        text="Browse the FAQ or send our team a message; we reply within one working day."
        primary={{ to: '/contact', label: 'Contact us' }}
        secondary={{ to: '/faq', label: 'Read the FAQ' }}
      />
    </>
  );
}
