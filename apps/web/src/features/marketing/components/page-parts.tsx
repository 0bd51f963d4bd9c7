import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DEFAULT_RATE_CARD, type RateCard } from '@ukgh/domain';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useRateCard } from '../../../lib/rate-card.ts';
import classes from './page-parts.module.css';

/** The current rate card, or the built-in one while it loads (pages quote its figures in their text). */
export const useRatesForCopy = (): RateCard => useRateCard().data ?? DEFAULT_RATE_CARD;

type Icon = ComponentType<{ size?: number; color?: string }>;

export function Section({
  title,
  intro,
  children,
  tinted = false,
}: {
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box component="section" bg={tinted ? 'white' : undefined} py={{ base: 40, md: 64 }}>
      <Container size="lg">
        {title && (
          <Title order={2} c="brand.9" fz={{ base: 24, sm: 30 }} mb={intro ? 'xs' : 'lg'}>
            {title}
          </Title>
        )}
        {intro && (
          <Text c="dimmed" mb="xl" maw={720}>
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}

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
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="gold" size={40} radius="md">
              <I size={22} color="var(--mantine-color-gold-9)" />
            </ThemeIcon>
            <div>
              <Text fw={700} c="brand.9">
                {title}
              </Text>
              <Text fz="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </div>
          </Group>
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
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon radius="xl" size={32} color="brand.9">
              <Text fw={800} fz="sm">
                {i + 1}
              </Text>
            </ThemeIcon>
            <div>
              <Text fw={700} c="brand.9">
                {title}
              </Text>
              <Text fz="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function CheckList({
  items,
  color = 'green',
  icon: I,
}: {
  items: ReactNode[];
  color?: string;
  icon: Icon;
}) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon color={color} size={22} radius="xl" variant="light">
          <I size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The hero's two buttons on a service page: a price, then booking. */
export function ServiceHeroActions({ bookLabel }: { bookLabel: string }) {
  return (
    <Group gap="sm" mt="sm">
      <Button component={Link} to="/rates" color="gold.5" c="brand.9" size="md">
        Get a price
      </Button>
      <Button component={Link} to="/dashboard/book" variant="outline" color="white" size="md">
        {bookLabel}
      </Button>
    </Group>
  );
}

export function CtaBand({
  title,
  text,
  primary = { to: '/rates', label: 'Get a price' },
  secondary = { to: '/dashboard/book', label: 'Book a collection' },
}: {
  title: string;
  text: string;
  primary?: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <Paper
        p={{ base: 'xl', md: 48 }}
        radius="xl"
        style={{
          background: 'linear-gradient(120deg, var(--mantine-color-gold-5), var(--mantine-color-gold-3))',
        }}
      >
        <Grid align="center" gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Title order={2} c="brand.9" fz={{ base: 24, sm: 30 }}>
              {title}
            </Title>
            <Text c="brand.9" mt="xs">
              {text}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={primary.to} color="brand.9" size="md">
                {primary.label}
              </Button>
              <Button component={Link} to={secondary.to} variant="white" c="brand.9" size="md">
                {secondary.label}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Paper>
    </Container>
  );
}

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Terms, privacy: numbered sections with a contents list beside them on wide screens. */
export function LegalDocument({ updated, sections }: { updated: string; sections: DocSection[] }) {
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Grid gutter={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Card style={{ position: 'sticky', top: 88 }}>
            <Text fw={700} c="brand.9" mb="sm">
              Contents
            </Text>
            <Stack gap={6}>
              {sections.map((s, i) => (
                <Anchor key={s.id} href={`#${s.id}`} fz="sm" c="gray.7">
                  {i + 1}. {s.title}
                </Anchor>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card p={{ base: 'md', sm: 'xl' }}>
            <Text fz="sm" c="dimmed" mb="lg">
              Last updated {updated}
            </Text>
            <Stack gap="xl">
              {sections.map((s, i) => (
                <Box key={s.id} id={s.id} component="section" style={{ scrollMarginTop: 88 }}>
                  <Title order={2} fz="lg" c="brand.9" mb="xs">
                    {i + 1}. {s.title}
                  </Title>
                  <Stack gap="sm" className={classes.prose}>
                    {s.body}
                  </Stack>
                </Box>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** A link inside running text, in the text's own size. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} inherit>
      {children}
    </Anchor>
  );
}
