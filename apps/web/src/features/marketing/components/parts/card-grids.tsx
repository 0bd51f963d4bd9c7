import { Card, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Icon } from './icon.ts';

export interface Fact {
  icon: Icon;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

export function FactGrid({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(facts.length, 4) }} spacing="lg">
      {facts.map(({ icon: I, label, value, note }) => (
        <Card key={label} shadow="xs">
          <ThemeIcon variant="light" size={40} radius="md">
            <I size={22} />
          </ThemeIcon>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" mt="md" style={{ letterSpacing: '0.05em' }}>
            {label}
          </Text>
          <Text fz={24} fw={800} c="brand.9" lh={1.2}>
            {value}
          </Text>
          {note && (
            <Text fz="sm" c="dimmed" mt={4}>
              {note}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

export interface Feature {
  icon: Icon;
  title: string;
  text: ReactNode;
}

export function FeatureGrid({ items, cols = 3 }: { items: Feature[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="lg">
      {items.map(({ icon: I, title, text }) => (
        <Card key={title}>
          <BesideMark
            mark={
              <ThemeIcon variant="light" color="gold" size={40} radius="md">
                <I size={22} color="var(--mantine-color-gold-9)" />
              </ThemeIcon>
            }
            title={title}
            text={text}
          />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function Steps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: steps.length > 4 ? 3 : steps.length }} spacing="lg">
      {steps.map(({ title, text }, i) => (
        <Paper key={title} withBorder p="lg">
          <BesideMark
            mark={
              <ThemeIcon radius="xl" size={32} color="brand.9">
                <Text fw={800} fz="sm">
                  {i + 1}
                </Text>
              </ThemeIcon>
            }
            title={title}
            text={text}
          />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A card's title and text beside its mark (an icon, a step's number). */
function BesideMark({ mark, title, text }: { mark: ReactNode; title: string; text: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {mark}
      <div>
        <Text fw={700} c="brand.9">
          {title}
        </Text>
        <Text fz="sm" c="dimmed" mt={4}>
          {text}
        </Text>
      </div>
    </Group>
  );
}
