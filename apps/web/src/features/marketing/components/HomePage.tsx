import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconPlane, IconReceipt2, IconShip } from '@tabler/icons-react';
import { roleHome } from '@ukgh/domain';
import { Link, useNavigate } from 'react-router';
import { TrackingNumberForm } from '../../../components/ui/TrackingNumberForm.tsx';
import { useSession } from '../../../lib/auth-store.ts';
import { useSessionPending } from '../../../lib/session-pending.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import classes from './HomePage.module.css';
import { FEATURES, SHIPPABLE, STEPS } from './home-content.ts';

function SectionTitle({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <Stack gap={8} align="center" ta="center" mb={40}>
      <Text c="gold.9" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </Text>
      <Title order={2} fz={{ base: 26, sm: 34 }} c="brand.9">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" maw={620}>
          {text}
        </Text>
      )}
    </Stack>
  );
}

/** The hero's tracking box: most visitors come to follow a parcel someone sent them. */
function HeroTracking() {
  const navigate = useNavigate();
  return (
    <Stack gap={8} maw={560}>
      <Text fw={600} fz="sm" c="gold.4">
        Track a parcel
      </Text>
      <Card p="sm" shadow="lg" data-testid="hero-track">
        <TrackingNumberForm
          onTrack={(number) => navigate(`/track/${number}`)}
          buttonColor="gold"
          testId="hero-track"
        />
      </Card>
    </Stack>
  );
}

function Hero() {
  const session = useSession();
  const sessionPending = useSessionPending();
  return (
    <Box className={classes.hero} py={{ base: 56, md: 96 }}>
      <Container size="xl">
        <Grid gutter={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge color="gold.5" variant="filled" c="brand.9" size="lg" w="fit-content">
                UK → Ghana, door to door
              </Badge>
              <Title
                order={1}
                fz={{ base: 34, sm: 48, md: 56 }}
                lh={1.08}
                style={{ letterSpacing: '-0.02em' }}
              >
                Send parcels home to Ghana,{' '}
                <Text span inherit c="gold.4">
                  collected from your door
                </Text>
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0" maw={560}>
                Book online in minutes. We pick up anywhere in the UK, ship by sea or air, and deliver to any
                region of Ghana, with a tracking number for every step.
              </Text>
              <HeroTracking />
              <Group gap="md">
                {session ? (
                  <Button
                    component={Link}
                    to={roleHome(session.user.role)}
                    size="lg"
                    color="gold.5"
                    c="brand.9"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    Go to Dashboard
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to="/register"
                    {...sessionPending}
                    size="lg"
                    color="gold.5"
                    c="brand.9"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    Get Started
                  </Button>
                )}
                <Button
                  component={Link}
                  to="/rates"
                  size="lg"
                  variant="outline"
                  color="white"
                  leftSection={<IconReceipt2 size={18} />}
                >
                  Shipping Rates
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper className={classes.routeCard} p="xl" radius="xl" c="white">
              <Text fz="xs" tt="uppercase" fw={700} c="gold.4" style={{ letterSpacing: '0.08em' }}>
                Our route
              </Text>
              <Group mt="md" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text fw={800} fz={28}>
                    LON
                  </Text>
                  <Text fz="xs" c="brand.1">
                    London, UK
                  </Text>
                </Stack>
                <div className={classes.routeLine} />
                <Stack gap={0} ta="right">
                  <Text fw={800} fz={28}>
                    ACC
                  </Text>
                  <Text fz="xs" c="brand.1">
                    Accra, Ghana
                  </Text>
                </Stack>
              </Group>
              <SimpleGrid cols={2} mt="xl" spacing="sm">
                <Paper p="md" radius="lg" bg="rgba(255,255,255,0.1)" c="white">
                  <IconShip size={22} />
                  <Text fw={700} mt={6}>
                    Ship
                  </Text>
                  <Text fz="xs" c="brand.1">
                    Standard, by sea. Best value for heavy boxes and barrels.
                  </Text>
                </Paper>
                <Paper p="md" radius="lg" bg="rgba(255,255,255,0.1)" c="white">
                  <IconPlane size={22} />
                  <Text fw={700} mt={6}>
                    Flight
                  </Text>
                  <Text fz="xs" c="brand.1">
                    Express, by air. For what needs to arrive quickly.
                  </Text>
                </Paper>
              </SimpleGrid>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

function Features() {
  return (
    <Container size="xl" py={{ base: 56, md: 88 }}>
      <SectionTitle
        eyebrow="Why ship with us"
        title="Everything you need to send with confidence"
        text="A service built for the UK–Ghana route, from the first box to the last doorstep."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="lg">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title} className={classes.featureCard}>
            <ThemeIcon size={44} radius="md" variant="light" color="brand">
              <Icon size={24} />
            </ThemeIcon>
            <Text fw={700} mt="md" c="brand.9">
              {title}
            </Text>
            <Text fz="sm" c="dimmed" mt={6}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function WhatWeShip() {
  return (
    <Box bg="white" py={{ base: 56, md: 88 }}>
      <Container size="xl">
        <SectionTitle eyebrow="What we ship" title="From a single envelope to a full barrel" />
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          {SHIPPABLE.map(({ icon: Icon, label }) => (
            <Paper key={label} withBorder p="lg" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light" color="gold" mx="auto">
                <Icon size={24} color="var(--mantine-color-gold-9)" />
              </ThemeIcon>
              <Text fw={600} fz="sm" mt="sm">
                {label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed" fz="sm" mt="lg">
          Some items cannot be shipped.{' '}
          <Anchor component={Link} to="/prohibited" fz="sm">
            See prohibited items
          </Anchor>
        </Text>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Container size="xl" py={{ base: 56, md: 88 }}>
      <SectionTitle eyebrow="How it works" title="Four steps from your door to theirs" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl" verticalSpacing={36}>
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <Card key={title} pos="relative" style={{ overflow: 'visible' }} pt={32}>
            <Badge className={classes.stepNumber} size="lg" circle color="brand.9">
              {index + 1}
            </Badge>
            <Group gap="sm">
              <Icon size={26} color="var(--mantine-color-brand-7)" />
              <Text fw={700} fz="lg" c="brand.9">
                {title}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" mt="sm">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function CallToAction() {
  return (
    <Container size="xl" py={{ base: 56, md: 88 }}>
      <Paper className={classes.cta} p={{ base: 'xl', md: 56 }} radius="xl">
        <Grid align="center" gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Title order={2} c="brand.9" fz={{ base: 26, sm: 32 }}>
              Ready to send your first parcel?
            </Title>
            <Text c="brand.9" mt="xs" maw={560}>
              Create a free account to book a collection, or talk to us about anything you're planning to
              send.
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to="/register" size="md" color="brand.9">
                Create Account
              </Button>
              <Button component={Link} to="/contact" size="md" variant="white" c="brand.9">
                Contact Us
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Paper>
    </Container>
  );
}

export function HomePage() {
  usePageMeta(
    'Parcel Shipping from the UK to Ghana',
    'Door-to-door parcel shipping from the UK to Ghana: collection from your home, sea or air freight, delivery to every region, and tracking at every step.',
  );
  return (
    <>
      <Hero />
      <Features />
      <WhatWeShip />
      <HowItWorks />
      <CallToAction />
    </>
  );
}
