import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { COMPANY, SOCIAL_LINKS } from '../../lib/company.ts';
import { FOOTER_COLUMNS } from './public-links.ts';

const SOCIAL_ICONS = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
} as const;

export function SiteFooter() {
  return (
    <Box component="footer" bg="brand.9" c="gray.3" pt={56} pb="lg" mt="auto">
      <Container size="xl">
        <Grid gutter={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" maw={380}>
              <Logo inverted />
              <Text fz="sm" c="gray.4">
                {COMPANY.tagline}. We collect from your door, ship by sea or air, and deliver across all of
                Ghana's regions.
              </Text>
              <Stack gap={8}>
                <Group gap={8} wrap="nowrap">
                  <IconMail size={16} />
                  <Anchor href={`mailto:${COMPANY.supportEmail}`} c="gray.2" fz="sm">
                    {COMPANY.supportEmail}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconPhone size={16} />
                  <Anchor href={COMPANY.supportPhoneHref} c="gray.2" fz="sm">
                    {COMPANY.supportPhone}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconMapPin size={16} />
                  <Text fz="sm">{COMPANY.locations}</Text>
                </Group>
              </Stack>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 7 }}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xl">
              {FOOTER_COLUMNS.map((column) => (
                <Stack key={column.title} gap="sm" component="nav" aria-label={column.title}>
                  <Text fw={700} c="white" fz="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
                    {column.title}
                  </Text>
                  {column.links.map((link) => (
                    <Anchor key={link.to} component={Link} to={link.to} c="gray.4" fz="sm" underline="hover">
                      {link.label}
                    </Anchor>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>

        <Divider my="xl" color="rgba(255,255,255,0.12)" />

        <Group justify="space-between" gap="md">
          <Text fz="xs" c="gray.5">
            © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
          </Text>
          <Group gap={6}>
            {SOCIAL_LINKS.map(({ label, href }) => {
              const Icon = SOCIAL_ICONS[label];
              return (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  aria-label={label}
                  variant="subtle"
                  color="gray.3"
                  size="lg"
                  onClick={(e) => e.preventDefault()}
                >
                  <Icon size={18} />
                </ActionIcon>
              );
            })}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
