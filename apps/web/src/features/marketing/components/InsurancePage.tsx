import { Card, Text } from '@mantine/core';
import { IconCheck, IconReceipt, IconShieldCheck, IconX } from '@tabler/icons-react';
import { quote } from '@ukgh/domain';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { formatGbp } from '../../../lib/format-money.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import classes from './InsurancePage.module.css';
import { CheckList } from './parts/CheckList.tsx';
import { CtaBand } from './parts/calls-to-action.tsx';
import { FactGrid, Steps } from './parts/card-grids.tsx';
import { useRatesForCopy } from './parts/rates-for-copy.ts';
import { Section } from './parts/Section.tsx';
import { TextLink } from './parts/TextLink.tsx';

const EXAMPLES = [100, 250, 500, 1000, 2500];

/** /services/insurance: cover on the declared value, as the rate card prices it. */
export function InsurancePage() {
  const card = useRatesForCopy();
  const { percent_of_declared_value: percent, minimum } = card.insurance;
  usePageMeta(
    'Shipping Insurance',
    `Insure your parcels to Ghana for ${percent}% of their declared value (minimum ${formatGbp(minimum)}). Cover against loss and damage from collection in the UK to delivery in Ghana.`,
  );
  // The same engine the booking uses, so the examples are what a customer would be charged.
  const premium = (declared: number) =>
    quote(
      {
        service_level_code: 'STANDARD',
        insurance_opt_in: true,
        packages: [{ pkg_type: 'BOX', qty: 1, weight_kg: 1, declared_value: declared }],
      },
      card,
    ).insurance_gbp;

  return (
    <>
      <PublicPageHero
        eyebrow="Peace of mind"
        title="Shipping insurance for what matters"
        text={`Cover your parcels against loss and damage from the moment we collect them until they are delivered in Ghana, for ${percent}% of the value you declare.`}
      />

      <Section title="How much it costs">
        <FactGrid
          facts={[
            {
              icon: IconShieldCheck,
              label: 'Premium',
              value: `${percent}%`,
              note: 'Of the total declared value of the booking',
            },
            {
              icon: IconReceipt,
              label: 'Minimum',
              value: formatGbp(minimum),
              note: 'Per booking, however little you declare',
            },
            {
              icon: IconCheck,
              label: 'Cover',
              value: 'Door to door',
              note: 'From collection in the UK to delivery in Ghana',
            },
          ]}
        />
        <Card mt="xl" p={0} style={{ overflow: 'hidden' }}>
          {/* A plain table: Mantine's Table brings its scroll area (and floating-ui), which would put this
              public page over its JavaScript budget. */}
          <table className={classes.examples} data-testid="insurance-examples">
            <thead>
              <tr>
                <th>Declared value</th>
                <th>Insurance</th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLES.map((value) => (
                <tr key={value}>
                  <td>{formatGbp(value)}</td>
                  <td>{formatGbp(premium(value))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </Section>

      <Section title="What is covered" tinted>
        <CheckList
          icon={IconCheck}
          items={[
            'Loss of a whole package while in our care, including at the UK and Ghana warehouses and at sea or in the air.',
            'Damage in transit to goods that were packed properly for the journey.',
            'Theft from a package while in our care.',
            'Up to the value you declared for the item, which should be what it would cost to replace it.',
          ]}
        />
      </Section>

      <Section title="What is not covered">
        <CheckList
          icon={IconX}
          color="red"
          items={[
            <>
              Items that may not be sent at all: see <TextLink to="/prohibited">prohibited items</TextLink>.
            </>,
            'Cash, jewellery, precious metals and stones, and items you did not list in your booking.',
            'Damage caused by poor packing, such as liquids leaking or fragile goods without padding.',
            'Goods held or seized by Ghana customs, and duties or taxes charged on arrival.',
            'Delays: transit times are estimates, and insurance covers the goods, not the time.',
            'Wear, natural deterioration and food that spoils in transit.',
          ]}
        />
      </Section>

      <Section title="Making a claim" tinted>
        <Steps
          steps={[
            {
              title: 'Tell us within 14 days',
              text: 'Contact support within 14 days of delivery (or of the expected delivery date for a lost package), quoting the tracking number.',
            },
            {
              title: 'Send the evidence',
              text: 'Photos of the damage and the packaging, and receipts or bank statements showing what the items cost.',
            },
            {
              title: 'We decide within 30 days',
              text: 'We review the claim and pay up to the declared value by bank transfer, usually within 30 days of receiving everything.',
            },
          ]}
        />
        <Text c="dimmed" fz="sm" mt="lg">
          Without insurance, our liability is limited as set out in our{' '}
          <TextLink to="/terms">terms of service</TextLink>.
        </Text>
      </Section>

      <CtaBand
        title="Add insurance when you book"
        text="Tick “Insure my shipment” in the booking form or the price calculator to see the cost straight away."
      />
    </>
  );
}
