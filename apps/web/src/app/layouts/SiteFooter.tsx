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
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { type CompanyInfo, SOCIAL_LINK_KEYS, type SocialLinkKey } from '@ukgh/domain';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { COMPANY } from '../../lib/company.ts';
import { telHref, useCompanyDetails } from '../../lib/use-company.ts';
import { FOOTER_COLUMNS } from './public-links.ts';

const SOCIAL = {
  facebook_url: { label: 'Facebook', icon: IconBrandFacebook },
  instagram_url: { label: 'Instagram', icon: IconBrandInstagram },
  x_url: { label: 'X', icon: IconBrandX },
  whatsapp_url: { label: 'WhatsApp', icon: IconBrandWhatsapp },
} as const satisfies Record<SocialLinkKey, unknown>;

/** Only the profiles the company has set: an icon that leads nowhere helps no one. */
function SocialLinks({ company }: { company: CompanyInfo }) {
  const links = SOCIAL_LINK_KEYS.flatMap((key) => {
    const href = company[key];
    return href ? [{ key, href, ...SOCIAL[key] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Group gap={6} data-testid="footer-social">
      {links.map(({ key, href, label, icon: Icon }) => (
        <ActionIcon
          key={key}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${company.name} on ${label} (opens in a new tab)`}
          variant="subtle"
          color="gray.3"
          size="lg"
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}

export function SiteFooter() {
  const company = useCompanyDetails();
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
                  <Anchor href={`mailto:${company.support_email}`} c="gray.2" fz="sm">
                    {company.support_email}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconPhone size={16} />
                  <Anchor href={telHref(company.support_phone)} c="gray.2" fz="sm">
                    {company.support_phone}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconMapPin size={16} />
                  <Text fz="sm">{company.locations}</Text>
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
            © {new Date().getFullYear()} {company.name}. All rights reserved.
          </Text>
          <SocialLinks company={company} />
        </Group>
      </Container>
    </Box>
  );
}
