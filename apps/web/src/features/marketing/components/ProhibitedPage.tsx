import { Alert, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconFileCertificate } from '@tabler/icons-react';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CtaBand } from './parts/calls-to-action.tsx';
import { Section } from './parts/Section.tsx';

const PROHIBITED: { title: string; items: string[] }[] = [
  {
    title: 'Weapons and explosives',
    items: [
      'Firearms, parts of firearms and ammunition, including replicas and imitation guns',
      'Knives with blades for fighting, swords, crossbows, tasers and pepper spray',
      'Fireworks, flares, gunpowder and anything explosive',
    ],
  },
  {
    title: 'Flammable and dangerous goods',
    items: [
      'Petrol, paraffin, lighter fluid, paint thinners and other flammable liquids',
      'Gas cylinders, camping gas and lighters',
      'Car batteries and other wet-cell batteries, and loose lithium batteries',
      'Bleach, acids, corrosives, pesticides and other hazardous chemicals',
      'Aerosols and matches (sea freight only in small household quantities; never by air)',
    ],
  },
  {
    title: 'Drugs and medicines',
    items: [
      'Illegal drugs and narcotics of any kind, including cannabis products',
      'Prescription medicines beyond personal use, or without a prescription',
      'Tramadol and codeine-based medicines, which Ghana controls strictly',
    ],
  },
  {
    title: 'Money and valuables',
    items: [
      'Cash, banknotes, cheques, travellers’ cheques and bank cards',
      'Gold, precious metals and precious stones; jewellery of high value',
      'Lottery tickets and items for gambling',
    ],
  },
  {
    title: 'Illegal or offensive goods',
    items: [
      'Counterfeit and pirated goods: fake designer items, copied DVDs and software',
      'Pornographic and obscene material',
      'Goods from endangered species (ivory, some skins and shells)',
      'Anything whose export from the UK or import into Ghana is banned',
    ],
  },
  {
    title: 'Perishables and live things',
    items: [
      'Perishable food: fresh meat, fish, dairy, fruit and vegetables, and anything needing a fridge',
      'Live animals, insects and birds',
      'Human remains and ashes (we can put you in touch with a specialist)',
    ],
  },
];

const RESTRICTED: { title: string; text: string }[] = [
  {
    title: 'Medicines for personal use',
    text: 'Reasonable quantities with the prescription or a doctor’s letter in the parcel. Larger amounts need Food and Drugs Authority (FDA) approval.',
  },
  {
    title: 'Food supplements, cosmetics and herbal products',
    text: 'Small personal quantities are fine; commercial quantities need FDA registration.',
  },
  {
    title: 'Seeds, plants and soil',
    text: 'Need a plant import permit from Ghana’s Plant Protection and Regulatory Services Directorate.',
  },
  {
    title: 'Animal products',
    text: 'Meat products, animal skins and pet food may need a veterinary import permit.',
  },
  {
    title: 'Telecoms and radio equipment',
    text: 'Mobile phones for personal use are fine; radio transmitters, boosters and satellite equipment need approval from the National Communications Authority.',
  },
  {
    title: 'Alcohol and tobacco',
    text: 'Limited personal quantities only; duty is charged in Ghana, and spirits are never carried by air.',
  },
  {
    title: 'Vehicle parts and used electrical goods',
    text: 'Allowed, but some used appliances (old fridges and air conditioners) are banned by Ghana’s energy rules. Ask us first.',
  },
  {
    title: 'Commercial quantities',
    text: 'Goods for sale need an invoice and may attract import duty and VAT, payable in Ghana.',
  },
];

/** /prohibited: what may not be sent to Ghana, and what needs a permit. */
export function ProhibitedPage() {
  usePageMeta(
    'Prohibited and Restricted Items',
    'What you cannot send from the UK to Ghana (weapons, explosives, flammables, car batteries, drugs, counterfeit goods, perishable food, cash) and the items that need a permit.',
  );

  return (
    <>
      <PublicPageHero
        eyebrow="Before you pack"
        title="Prohibited and restricted items"
        text="Some goods may not be shipped to Ghana at all, by law or for the safety of everyone handling them. Others are allowed only with a permit. Please check this list before you pack."
      />
      <Section title="Prohibited: we cannot ship these">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="xl">
          Parcels found to contain prohibited items are held and may be handed to the authorities in the UK or
          Ghana. Insurance does not cover them and the shipping charge is not refunded.
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {PROHIBITED.map(({ title, items }) => (
            <Card key={title}>
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon color="red" variant="light" radius="md">
                  <IconBan size={18} />
                </ThemeIcon>
                <Title order={3} fz="md" c="brand.9">
                  {title}
                </Title>
              </Group>
              <List spacing={6} fz="sm" c="gray.8">
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section
        title="Restricted: allowed with care or a permit"
        intro="These can travel, within limits or with the right paperwork from the Ghana authorities. Tell us about them in your booking notes so we can advise before collection."
        tinted
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {RESTRICTED.map(({ title, text }) => (
            <Group key={title} gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon color="gold" variant="light" radius="md" size={36}>
                <IconFileCertificate size={20} color="var(--mantine-color-gold-9)" />
              </ThemeIcon>
              <div>
                <Text fw={700} c="brand.9">
                  {title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="xl">
          This list is a guide, not a complete statement of UK export or Ghana import law, which can change.
          If you are unsure about an item, ask us before you pack it.
        </Text>
      </Section>
      <CtaBand
        title="Not sure about an item?"
        text="Ask our team before you pack; we will tell you whether it can go and what paperwork it needs."
        primary={{ to: '/contact', label: 'Ask us' }}
        secondary={{ to: '/rates', label: 'Get a price' }}
      />
    </>
  );
}
