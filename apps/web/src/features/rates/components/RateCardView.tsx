import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCurrencyPound, IconPlane, IconShieldCheck, IconShip } from '@tabler/icons-react';
import { type RateCard, SERVICE_LEVEL_CODES, SERVICE_LEVELS } from '@ukgh/domain';
import { formatGbp, formatGhs } from '../../../lib/format-money.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { describeTransit } from '../../../lib/rate-card.ts';

const FLAT_NAMES: Record<string, string> = {
  BOX: 'Boxes',
  BARREL: 'Barrels',
  ENVELOPE: 'Envelopes',
  BAG: 'Bags',
};

const kg = (value: number) => `${formatNumber(value)} kg`;

/** The published rate card: both service levels, insurance and the exchange rate (spec 000 §9). */
export function RateCardView({ card }: { card: RateCard }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {SERVICE_LEVEL_CODES.map((code) => {
          const rate = card.service_levels[code];
          const level = SERVICE_LEVELS[code];
          const air = rate.mode === 'air';
          const flats = Object.entries(rate.flat_rates);
          return (
            <Card key={code} shadow="xs" data-testid={`rate-card-${code}`}>
              <Group justify="space-between" align="flex-start">
                <Group gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light" color={air ? 'gold' : 'brand'}>
                    {air ? (
                      <IconPlane size={24} color="var(--mantine-color-gold-9)" />
                    ) : (
                      <IconShip size={24} />
                    )}
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="xl" c="brand.9">
                      {rate.label}
                    </Title>
                    <Text fz="sm" c="dimmed">
                      {level.name}, by {rate.mode}
                    </Text>
                  </div>
                </Group>
                <Badge variant="light" color={air ? 'gold' : 'brand'} c={air ? 'gold.9' : undefined}>
                  {describeTransit(rate.transit_days)}
                </Badge>
              </Group>
              <Group gap={6} align="baseline" mt="lg">
                <Text fz={36} fw={800} c="brand.9" lh={1}>
                  {formatGbp(rate.per_kg)}
                </Text>
                <Text c="dimmed">per kg</Text>
              </Group>
              <List spacing={6} fz="sm" mt="md" c="gray.8">
                <List.Item>
                  Minimum charge <strong>{formatGbp(rate.minimum_charge)}</strong> per booking
                </List.Item>
                <List.Item>
                  Door to door in <strong>{describeTransit(rate.transit_days)}</strong> (
                  {rate.transit_days[0]}–{rate.transit_days[1]} days)
                </List.Item>
                <List.Item>
                  Volumetric weight: length × width × height in cm ÷{' '}
                  {formatNumber(rate.volumetric_divisor_cm3_per_kg)}
                </List.Item>
                {flats.map(([type, flat]) => (
                  <List.Item key={type}>
                    {FLAT_NAMES[type] ?? type}: <strong>{formatGbp(flat.price)}</strong> each up to{' '}
                    {kg(flat.includes_kg)}, then {formatGbp(flat.extra_per_kg)} per extra kg
                  </List.Item>
                ))}
              </List>
            </Card>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card data-testid="rate-insurance">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color="green">
              <IconShieldCheck size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} c="brand.9">
                Optional insurance
              </Text>
              <Text fz="sm" c="dimmed">
                {card.insurance.percent_of_declared_value}% of the total declared value, minimum{' '}
                {formatGbp(card.insurance.minimum)} per booking.
              </Text>
            </div>
          </Group>
        </Card>
        <Card data-testid="rate-exchange">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color="brand">
              <IconCurrencyPound size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} c="brand.9">
                Today's exchange rate
              </Text>
              <Text fz="sm" c="dimmed">
                {formatGbp(1)} = {formatGhs(card.gbp_to_ghs)}. You pay in pounds; the cedi price is shown for
                your family and is fixed on your booking when you book.
              </Text>
            </div>
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
