import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockExclamation, IconHash, IconHomeCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref, useCompanyDetails } from '../../../lib/use-company.ts';

function HelpCard({
  color,
  icon,
  title,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Stack gap="xs">
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          {icon}
        </ThemeIcon>
        <Text fw={700} c="brand.9">
          {title}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The help blocks under the tracker (spec 000 §2): when to contact support and how. */
export function TrackingHelp() {
  const company = useCompanyDetails();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-testid="tracking-help">
      <HelpCard
        color="gold"
        icon={<IconClockExclamation size={22} color="var(--mantine-color-gold-9)" />}
        title="No update for more than 24 hours?"
      >
        <Text fz="sm" c="dimmed">
          Tracking is updated at every scan. If more than 24 hours have passed without an update, contact
          support with your tracking number and we will find out where your parcel is.
        </Text>
        <Text fz="sm" fw={600}>
          <Anchor href={`mailto:${company.support_email}`} inherit>
            {company.support_email}
          </Anchor>
          <br />
          <Anchor href={telHref(company.support_phone)} inherit>
            {company.support_phone}
          </Anchor>
        </Text>
      </HelpCard>
      <HelpCard color="brand" icon={<IconHash size={22} />} title="Where is my tracking number?">
        <Text fz="sm" c="dimmed">
          It starts with UKG followed by 10 digits, for example UKG1234567890. We send it when your booking is
          confirmed, and it is on your shipping label and under{' '}
          <Anchor component={Link} to="/dashboard/shipments" fz="sm">
            My Shipments
          </Anchor>
          .
        </Text>
      </HelpCard>
      <HelpCard color="green" icon={<IconHomeCheck size={22} />} title="Delivery in Ghana">
        <Text fz="sm" c="dimmed">
          Our Ghana team calls the recipient before delivery. You can reach them on{' '}
          <Anchor href={telHref(company.ghana_phone)} fz="sm">
            {company.ghana_phone}
          </Anchor>
          . Read more in the{' '}
          <Anchor component={Link} to="/help" fz="sm">
            Help Centre
          </Anchor>
          .
        </Text>
      </HelpCard>
    </SimpleGrid>
  );
}
