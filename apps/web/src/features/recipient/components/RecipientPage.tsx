import { Anchor, Box, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { type RecipientPage as Page, RECIPIENT_MESSAGES } from '@ukgh/domain';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { DeliveryWindowBanner } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { telHref } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { isUnknownLink, useRecipientPage } from '../api/recipient-page.ts';

// The forms come with their checks (the domain schemas and zod): apart, the parcel's state draws within the
// public pages' budget on a slow phone, and the forms right after.
const RecipientChoicesPanel = lazy(() =>
  import('./RecipientChoicesPanel.tsx').then((m) => ({ default: m.RecipientChoicesPanel })),
);

function Label({ children }: { children: string }) {
  return (
    <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.05em' }}>
      {children}
    </Text>
  );
}

function ParcelCard({ page }: { page: Page }) {
  const { tracking } = page;
  return (
    <Card p={{ base: 'md', sm: 'xl' }} shadow="sm" data-testid="recipient-parcel">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Label>Tracking number</Label>
          <Title order={2} fz={{ base: 22, sm: 26 }} c="brand.9" ff="monospace">
            {tracking.tracking_number}
          </Title>
          <Text fz="sm" c="dimmed">
            {tracking.booking.service_level.name} ({tracking.booking.service_level.label})
          </Text>
        </Stack>
        <StatusBadge status={tracking.status} size="lg" />
      </Group>
      {tracking.delivery_window && (
        <Box mt="lg">
          <DeliveryWindowBanner window={tracking.delivery_window} />
        </Box>
      )}
      {/* Every scan of the journey is on the public tracker: this page stays light on a slow phone. */}
      <Anchor
        component={Link}
        to={`/track/${tracking.tracking_number}`}
        mt="md"
        display="inline-block"
        fz="sm"
      >
        See every step of the journey
      </Anchor>
    </Card>
  );
}

function DriverCard({ driver }: { driver: NonNullable<Page['driver']> }) {
  return (
    <Card p="lg" withBorder data-testid="recipient-driver" bg="teal.0">
      <Stack gap={6}>
        <Text fw={700} c="brand.9">
          Out for delivery today with {driver.first_name}
        </Text>
        {driver.phone && (
          <Button
            component="a"
            href={telHref(driver.phone)}
            leftSection={<IconPhone size={16} />}
            variant="filled"
            color="teal"
            w="fit-content"
          >
            Call {driver.first_name} ({driver.phone})
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function AddressCard({ page }: { page: Page }) {
  const { delivery_address: address, ghana_office: office } = page;
  const collecting = page.choices.collect_at_warehouse;
  return (
    <Card p="lg" withBorder data-testid="recipient-address">
      <Label>{collecting ? 'You collect it from' : 'Delivered to'}</Label>
      {collecting ? (
        <Text mt={4} fw={600} c="brand.9">
          Our Ghana office{office.address ? `, ${office.address}` : ''}
        </Text>
      ) : (
        <Text mt={4} fw={600} c="brand.9" style={{ overflowWrap: 'anywhere' }}>
          {page.tracking.booking.recipient_address.name}
          <br />
          {address.line1}
          {address.line2 && (
            <>
              <br />
              {address.line2}
            </>
          )}
          <br />
          {[address.city, address.region].filter(Boolean).join(', ')}
          {address.gps_address && (
            <>
              <br />
              Digital address {address.gps_address}
            </>
          )}
        </Text>
      )}
      {office.phone && (
        <Text mt="sm" fz="sm" c="dimmed">
          Questions? Call our Ghana office on <Anchor href={telHref(office.phone)}>{office.phone}</Anchor>.
        </Text>
      )}
    </Card>
  );
}

function Loading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="recipient-loading">
      <Skeleton height={180} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** /r/{token}: the recipient's own page, opened from the link in their texts (issue 50). */
export function RecipientPage() {
  const { token = '' } = useParams();
  const page = useRecipientPage(token);
  const sender = page.data?.tracking.booking.sender_address.name;
  usePageMeta(
    'Your parcel',
    'Follow the parcel coming to you from the UK, and tell us who receives it and where.',
  );

  let body = <Loading />;
  if (page.isError)
    body = (
      <Card
        p="xl"
        withBorder
        data-testid={isUnknownLink(page.error) ? 'recipient-not-found' : 'recipient-error'}
      >
        <Text ta="center" c="dimmed">
          {isUnknownLink(page.error)
            ? RECIPIENT_MESSAGES.notFound
            : 'We could not load your parcel just now. Please try again in a moment.'}
        </Text>
      </Card>
    );
  else if (page.data)
    body = (
      <Stack gap="lg">
        <ParcelCard page={page.data} />
        {page.data.driver && <DriverCard driver={page.data.driver} />}
        <AddressCard page={page.data} />
        <Suspense fallback={<Skeleton height={220} radius="md" />}>
          <RecipientChoicesPanel token={token} page={page.data} />
        </Suspense>
      </Stack>
    );

  return (
    <>
      <PublicPageHero
        eyebrow="Your parcel"
        title={sender ? `A parcel for you from ${sender}` : 'A parcel for you'}
        text="See where it is and when it should reach you. Before it goes out for delivery you can tell us who receives it, where you are, or that you will collect it from our Ghana office."
      />
      <Container size="lg" py={{ base: 24, md: 48 }}>
        {body}
      </Container>
    </>
  );
}
