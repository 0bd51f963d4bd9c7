import { Text } from '@mantine/core';
import {
  IconBarrel,
  IconBox,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconCheck,
  IconCurrencyPound,
  IconMapPin,
  IconPackage,
  IconScale,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { formatGbp } from '../../../lib/format-money.ts';
import { describeTransit } from '../../../lib/rate-card.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CheckList } from './parts/CheckList.tsx';
import { CtaBand, ServiceHeroActions } from './parts/calls-to-action.tsx';
import { FactGrid, FeatureGrid, Steps } from './parts/card-grids.tsx';
import { useRatesForCopy } from './parts/rates-for-copy.ts';
import { Section } from './parts/Section.tsx';
import { TextLink } from './parts/TextLink.tsx';

/** /services/uk-ghana: the Standard (Ship) service by sea. */
export function UkGhanaServicePage() {
  const card = useRatesForCopy();
  const sea = card.service_levels.STANDARD;
  const barrel = sea.flat_rates.BARREL;
  const transit = describeTransit(sea.transit_days);
  usePageMeta(
    'UK to Ghana Shipping by Sea',
    `Send boxes and barrels from anywhere in the UK to all regions of Ghana by sea in ${transit}. Collection from your door, ${formatGbp(sea.per_kg)} per kg, tracking at every step.`,
  );

  return (
    <>
      <PublicPageHero
        eyebrow={`${sea.label} · Standard service`}
        title="UK to Ghana shipping by sea, from your door to theirs"
        text={`The best value for boxes, barrels and household goods. We collect anywhere we cover in the UK, ship by sea and deliver to every region of Ghana in ${transit}.`}
      >
        <ServiceHeroActions bookLabel="Book a collection" />
      </PublicPageHero>

      <Section title="At a glance">
        <FactGrid
          facts={[
            {
              icon: IconCurrencyPound,
              label: 'Price',
              value: `${formatGbp(sea.per_kg)}/kg`,
              note: `Minimum ${formatGbp(sea.minimum_charge)} per booking`,
            },
            {
              icon: IconBarrel,
              label: 'Barrels',
              value: barrel ? formatGbp(barrel.price) : 'By weight',
              note: barrel
                ? `Each, up to ${barrel.includes_kg} kg, then ${formatGbp(barrel.extra_per_kg)}/kg`
                : 'Priced on chargeable weight',
            },
            {
              icon: IconCalendarTime,
              label: 'Door to door',
              value: transit,
              note: `${sea.transit_days[0]}–${sea.transit_days[1]} days from collection`,
            },
            {
              icon: IconMapPin,
              label: 'Delivery',
              value: 'All of Ghana',
              note: 'Every one of the 16 regions',
            },
          ]}
        />
      </Section>

      <Section
        title="How your parcel travels"
        intro="Every step is scanned, so the tracking page shows exactly where your parcel is."
        tinted
      >
        <Steps
          steps={[
            {
              title: 'Book online',
              text: 'Tell us the sender, the recipient in Ghana and what you are sending, and pick a collection window. You see the price before you book.',
            },
            {
              title: 'We collect',
              text: 'Our driver collects from your home or business, checks the weight and labels each package with its tracking barcode.',
            },
            {
              title: 'UK warehouse',
              text: 'Your parcels are checked in at our London warehouse and packed into a shared container with other customers’ goods.',
            },
            {
              title: 'At sea',
              text: 'The container sails to the port of Tema. Sea freight is not scanned while on the water, so expect a quiet spell of a few weeks.',
            },
            {
              title: 'Customs in Ghana',
              text: 'Our Accra team clears the container through customs and moves your goods to our Ghana warehouse.',
            },
            {
              title: 'Delivered',
              text: 'We call the recipient, deliver to their door and record a photo or signature as proof of delivery.',
            },
          ]}
        />
      </Section>

      <Section title="What sea freight is good for">
        <FeatureGrid
          items={[
            {
              icon: IconBarrel,
              title: 'Barrels',
              text: 'The classic way to send clothes, toiletries, shoes and dry food home. One flat price per barrel up to its weight allowance.',
            },
            {
              icon: IconBox,
              title: 'Boxes of every size',
              text: 'Household goods, gifts and school supplies. Priced by the kilo on the greater of actual or volumetric weight.',
            },
            {
              icon: IconPackage,
              title: 'Business stock',
              text: 'Regular consignments for shops and traders in Ghana, with one booking per shipment and a tracking number for each.',
            },
            {
              icon: IconScale,
              title: 'Heavy and bulky items',
              text: 'Furniture in flat packs, kitchen appliances and building materials cost far less by sea than by air.',
            },
            {
              icon: IconBuildingWarehouse,
              title: 'Safe storage',
              text: 'Our UK warehouse holds your goods securely until the next sailing, at no extra cost.',
            },
            {
              icon: IconTruckDelivery,
              title: 'Door delivery',
              text: 'No trip to the port for your family: we deliver to the address you give, anywhere in Ghana.',
            },
          ]}
        />
      </Section>

      <Section title="Packing for a long journey" tinted>
        <CheckList
          icon={IconCheck}
          items={[
            'Use strong double-walled boxes or barrels with sealed lids; we supply packaging free of charge on request.',
            'Wrap liquids in plastic bags and tape the caps; keep them upright and away from clothing.',
            'Fill gaps with clothing or paper so nothing moves, and keep each box under 30 kg so it can be carried safely.',
            'Write the recipient’s name and phone number inside each package as well as on the label.',
            'List every item and its value in your booking: customs in Ghana can ask for it, and insurance relies on it.',
          ]}
        />
        <Text c="dimmed" fz="sm" mt="lg">
          Some goods cannot go to Ghana at all, and some need a permit. Check the{' '}
          <TextLink to="/prohibited">prohibited items list</TextLink> before you pack.
        </Text>
      </Section>

      <CtaBand
        title="See what your shipment would cost"
        text="Enter your boxes or barrels in the calculator and get the price in pounds and cedis instantly."
      />
    </>
  );
}
