import { Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarTime,
  IconCheck,
  IconCurrencyPound,
  IconDeviceMobile,
  IconFileText,
  IconGift,
  IconMail,
  IconPill,
  IconScale,
} from '@tabler/icons-react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { formatGbp } from '../../../lib/format-money.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { describeTransit } from '../../../lib/rate-card.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CheckList } from './parts/CheckList.tsx';
import { CtaBand, ServiceHeroActions } from './parts/calls-to-action.tsx';
import { FactGrid, FeatureGrid, Steps } from './parts/card-grids.tsx';
import { useRatesForCopy } from './parts/rates-for-copy.ts';
import { Section } from './parts/Section.tsx';
import { TextLink } from './parts/TextLink.tsx';

/** /services/express: the Express (Flight) service by air. */
export function ExpressServicePage() {
  const card = useRatesForCopy();
  const air = card.service_levels.EXPRESS;
  const sea = card.service_levels.STANDARD;
  const envelope = air.flat_rates.ENVELOPE;
  const transit = describeTransit(air.transit_days);
  usePageMeta(
    'Express Air Delivery to Ghana',
    `Express air freight from the UK to Ghana in ${transit}: documents, phones, gifts and urgent business parcels, collected from your door and tracked to delivery.`,
  );

  return (
    <>
      <PublicPageHero
        eyebrow={`${air.label} · Express service`}
        title={`Express to Ghana by air in ${transit}`}
        text="When it needs to be there soon: documents, phones and laptops, medicines with a prescription, gifts for an occasion and urgent stock for your business."
      >
        <ServiceHeroActions bookLabel="Book Express" />
      </PublicPageHero>

      <Section title="At a glance">
        <FactGrid
          facts={[
            {
              icon: IconCurrencyPound,
              label: 'Price',
              value: `${formatGbp(air.per_kg)}/kg`,
              note: `Minimum ${formatGbp(air.minimum_charge)} per booking`,
            },
            {
              icon: IconMail,
              label: 'Envelopes',
              value: envelope ? formatGbp(envelope.price) : 'By weight',
              note: envelope
                ? `Up to ${envelope.includes_kg} kg, then ${formatGbp(envelope.extra_per_kg)}/kg`
                : undefined,
            },
            {
              icon: IconCalendarTime,
              label: 'Door to door',
              value: transit,
              note: 'From collection to delivery',
            },
            {
              icon: IconScale,
              label: 'Volumetric weight',
              value: `÷ ${formatNumber(air.volumetric_divisor_cm3_per_kg)}`,
              note: 'Length × width × height in cm',
            },
          ]}
        />
      </Section>

      <Section title="Made for what can’t wait" tinted>
        <FeatureGrid
          items={[
            {
              icon: IconFileText,
              title: 'Documents',
              text: 'Certificates, passports sent for family, legal papers and contracts, in a tracked envelope at a flat price.',
            },
            {
              icon: IconDeviceMobile,
              title: 'Phones and laptops',
              text: 'Electronics travel faster and spend less time in storage. Declare the value and add insurance.',
            },
            {
              icon: IconPill,
              title: 'Personal medicines',
              text: 'Reasonable quantities for personal use, with the prescription or doctor’s letter inside the parcel.',
            },
            {
              icon: IconGift,
              title: 'Gifts for an occasion',
              text: 'Weddings, funerals, birthdays and Christmas: book in good time and it arrives for the day.',
            },
            {
              icon: IconBriefcase,
              title: 'Urgent business stock',
              text: 'Samples, spare parts and small restocks for shops and offices in Accra, Kumasi and beyond.',
            },
          ]}
        />
      </Section>

      <Section title="How Express works">
        <Steps
          steps={[
            {
              title: 'Book and choose Flight',
              text: 'Pick Express in the booking form. You see the price, including any insurance, before you confirm.',
            },
            {
              title: 'Collection',
              text: 'We collect from your door and take your parcel to our London warehouse for security screening.',
            },
            {
              title: 'On the next flight',
              text: 'Air consolidations leave several times a week. Your tracking shows when it is in transit.',
            },
            {
              title: 'Delivered in Ghana',
              text: 'After customs clearance in Accra our team delivers to the door, with photo or signature proof.',
            },
          ]}
        />
      </Section>

      <Section title="Good to know" tinted>
        <CheckList
          icon={IconCheck}
          items={[
            `Air freight is priced on volumetric weight (÷ ${formatNumber(air.volumetric_divisor_cm3_per_kg)}), so large light boxes can cost more than they weigh. For heavy or bulky goods, ${sea.label} by sea is far cheaper.`,
            'Airlines do not carry aerosols, perfume in large quantities, lithium batteries on their own, or anything flammable. Phones and laptops with their batteries fitted are fine.',
            'Transit times are from collection to delivery and are estimates: customs checks and public holidays in Ghana can add a day or two.',
          ]}
        />
        <Text c="dimmed" fz="sm" mt="lg">
          Not sure which to choose? Compare both services in the{' '}
          <TextLink to="/rates">price calculator</TextLink>.
        </Text>
      </Section>

      <CtaBand
        title="Need it there next week?"
        text="Get an instant Express price, then book a collection in a few minutes."
      />
    </>
  );
}
