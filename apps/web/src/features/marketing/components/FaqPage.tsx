import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { formatGbp } from '../../../lib/format-money.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { describeTransit } from '../../../lib/rate-card.ts';
import { useCompanyDetails } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CtaBand } from './parts/calls-to-action.tsx';
import { useRatesForCopy } from './parts/rates-for-copy.ts';
import { TextLink } from './parts/TextLink.tsx';

/** /faq */
export function FaqPage() {
  const card = useRatesForCopy();
  const company = useCompanyDetails();
  const sea = card.service_levels.STANDARD;
  const air = card.service_levels.EXPRESS;
  usePageMeta(
    'Frequently Asked Questions',
    'Answers about shipping from the UK to Ghana: prices, transit times, tracking, collection, customs, insurance, payment and what you can send.',
  );

  const groups: { title: string; items: { q: string; a: ReactNode }[] }[] = [
    {
      title: 'Booking and prices',
      items: [
        {
          q: 'How much does it cost to ship to Ghana?',
          a: (
            <>
              By sea ({sea.label}) {formatGbp(sea.per_kg)} per kg, by air ({air.label}){' '}
              {formatGbp(air.per_kg)} per kg, on the greater of actual and volumetric weight. Barrels and
              envelopes have flat prices. Use the <TextLink to="/rates">price calculator</TextLink> for an
              exact figure.
            </>
          ),
        },
        {
          q: 'What is volumetric weight?',
          a: `Large light parcels take up space, so we price them on their size: length × width × height in cm, divided by ${formatNumber(sea.volumetric_divisor_cm3_per_kg)} by sea or ${formatNumber(air.volumetric_divisor_cm3_per_kg)} by air. You pay on whichever is greater, actual or volumetric weight.`,
        },
        {
          q: 'How do I book?',
          a: (
            <>
              <TextLink to="/register">Create a free account</TextLink>, then choose Book Shipment. The form
              takes you through the sender, recipient, packages and service in five steps, and shows the price
              before you submit.
            </>
          ),
        },
        {
          q: 'Can I cancel a booking?',
          a: 'Yes, free of charge while it is still pending, from My Bookings. Once it is confirmed, contact support and we will cancel it if it has not been collected yet.',
        },
      ],
    },
    {
      title: 'Collection and delivery',
      items: [
        {
          q: 'How long does it take?',
          a: `By sea ${describeTransit(sea.transit_days)}, by air ${describeTransit(air.transit_days)}, from collection to delivery. These are estimates: customs and public holidays can add a few days.`,
        },
        {
          q: 'Where do you collect from?',
          a: 'From your home or business anywhere we cover in the UK. You choose a collection window when you book and our agent calls before arriving.',
        },
        {
          q: 'Do you deliver everywhere in Ghana?',
          a: 'Yes, to all sixteen regions. Our Ghana team calls the recipient to arrange delivery, and records a photo or signature as proof.',
        },
        {
          q: 'Do you provide boxes and packing materials?',
          a: 'Yes, free of charge. Ask for them in the notes of your booking and our driver brings them, or collect them from our London warehouse.',
        },
      ],
    },
    {
      title: 'Tracking',
      items: [
        {
          q: 'Where do I find my tracking number?',
          a: 'It is sent when your booking is confirmed, starts with UKG followed by 10 digits, and is shown in My Shipments and on your shipping label.',
        },
        {
          q: 'My tracking has not changed for a while. Is something wrong?',
          a: (
            <>
              Sea freight is not scanned while on the water, so a quiet spell is normal. If there has been no
              update for more than 24 hours while your parcel is in the UK or in Ghana, contact support at{' '}
              <Anchor href={`mailto:${company.support_email}`} inherit>
                {company.support_email}
              </Anchor>{' '}
              or {company.support_phone}.
            </>
          ),
        },
      ],
    },
    {
      title: 'Customs, payment and insurance',
      items: [
        {
          q: 'Will my recipient pay customs duty?',
          a: 'Personal effects and gifts in reasonable quantities are usually cleared without charge. Commercial goods and large quantities may attract Ghana import duty and VAT, which the recipient pays unless we agree otherwise with you in advance.',
        },
        {
          q: 'How do I pay?',
          a: 'After we confirm your booking, pay by bank transfer and upload the receipt in your booking, or pay our driver at collection. The booking shows Paid once we have it.',
        },
        {
          q: 'Should I insure my shipment?',
          a: (
            <>
              For anything you could not easily replace, yes: it costs{' '}
              {card.insurance.percent_of_declared_value}% of the declared value, minimum{' '}
              {formatGbp(card.insurance.minimum)}. See{' '}
              <TextLink to="/services/insurance">shipping insurance</TextLink>.
            </>
          ),
        },
        {
          q: 'What can’t I send?',
          a: (
            <>
              Weapons, explosives, flammable liquids, car batteries, drugs, counterfeit goods, perishable food
              and cash, among others. See the full <TextLink to="/prohibited">prohibited items list</TextLink>
              .
            </>
          ),
        },
      ],
    },
  ];

  return (
    <>
      <PublicPageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        text="Quick answers about prices, collection, tracking, customs and payment. Can't find yours? Our team is happy to help."
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          {groups.map((group) => (
            <section key={group.title}>
              <Title order={2} fz="xl" c="brand.9" mb="md">
                {group.title}
              </Title>
              <Accordion variant="separated" radius="md" chevronPosition="right">
                {group.items.map(({ q, a }) => (
                  <Accordion.Item key={q} value={q} bg="white">
                    <Accordion.Control>
                      <Text fw={600}>{q}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text fz="sm" c="gray.8" style={{ lineHeight: 1.65 }}>
                        {a}
                      </Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
        </Stack>
      </Container>
      <CtaBand
        title="Still have a question?"
        text="Send us a message and we reply within one working day."
        primary={{ to: '/contact', label: 'Contact us' }}
        secondary={{ to: '/help', label: 'Help Centre' }}
      />
    </>
  );
}
