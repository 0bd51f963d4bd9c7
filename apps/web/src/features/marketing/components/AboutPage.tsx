import { Grid, Stack, Text, Title } from '@mantine/core';
import {
  IconEye,
  IconHeartHandshake,
  IconMapPin,
  IconMessageCircle,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { describeTransit } from '../../../lib/rate-card.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CtaBand } from './parts/calls-to-action.tsx';
import { FeatureGrid } from './parts/card-grids.tsx';
import { useRatesForCopy } from './parts/rates-for-copy.ts';
import { Section } from './parts/Section.tsx';

/** /about */
export function AboutPage() {
  const card = useRatesForCopy();
  usePageMeta(
    'About Us',
    'UK Ghana Shipping connects families and businesses in the UK with Ghana: door-to-door parcels by sea and air, with teams in London and Accra.',
  );

  return (
    <>
      <PublicPageHero
        eyebrow="About us"
        title="One route, done properly: the UK to Ghana"
        text="We are a shipping company run by people who have spent years sending barrels home themselves. We built the service we always wanted: collection from the door, honest prices, and knowing where your parcel is at every step."
      />

      <Section>
        <Grid gutter={{ base: 'xl', md: 64 }}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={2} c="brand.9" fz={{ base: 24, sm: 30 }}>
                Why we started
              </Title>
              <Text>
                For many families in the UK, sending things home to Ghana is part of life: school uniforms
                before the new term, food and toiletries for parents, gifts for a wedding or a funeral. Too
                often it meant driving a barrel across town, a handwritten receipt, and weeks of not knowing
                where it was.
              </Text>
              <Text>
                We do one route, the UK to Ghana, and we run both ends ourselves: a warehouse and collection
                team in London, and a customs and delivery team in Accra. That is how we can give every parcel
                a tracking number and tell you exactly where it is.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={2} c="brand.9" fz={{ base: 24, sm: 30 }}>
                What we do
              </Title>
              <Text>
                We collect boxes, barrels, envelopes and bags from homes and businesses across the UK. By sea
                ({card.service_levels.STANDARD.label}) your goods arrive in{' '}
                {describeTransit(card.service_levels.STANDARD.transit_days)}; by air (
                {card.service_levels.EXPRESS.label}) in{' '}
                {describeTransit(card.service_levels.EXPRESS.transit_days)}.
              </Text>
              <Text>
                We clear customs in Ghana and deliver to the door in all sixteen regions, from Greater Accra
                and Ashanti to the Upper West, with a photo or signature as proof. Families use us for
                personal effects; shops, churches and small businesses use us for their regular stock.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Section>

      <Section title="What we stand for" tinted>
        <FeatureGrid
          items={[
            {
              icon: IconEye,
              title: 'Transparency',
              text: 'Published rates, a price before you book, and no surprise fees at the port. Your booking shows the price in pounds and cedis.',
            },
            {
              icon: IconShieldCheck,
              title: 'Care',
              text: 'Every package is weighed, labelled and scanned. Optional insurance covers the value you declare.',
            },
            {
              icon: IconMapPin,
              title: 'Tracking you can trust',
              text: 'A UKG tracking number for every shipment, updated by our own agents at each stage of the journey.',
            },
            {
              icon: IconHeartHandshake,
              title: 'People on both ends',
              text: 'Our teams in London and Accra know the route, the customs rules and the roads. You talk to people, not a call centre.',
            },
            {
              icon: IconUsersGroup,
              title: 'For families and businesses',
              text: 'From one envelope of documents to monthly stock for a shop: the same care and the same tracking.',
            },
            {
              icon: IconMessageCircle,
              title: 'Straight answers',
              text: 'If something goes wrong, we tell you what happened and what we are doing about it.',
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Send your first parcel with us"
        text="Get a price in seconds, or talk to our team about a larger or regular shipment."
        secondary={{ to: '/contact', label: 'Contact us' }}
      />
    </>
  );
}
