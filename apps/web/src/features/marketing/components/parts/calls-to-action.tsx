import { Button, Container, Grid, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

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
