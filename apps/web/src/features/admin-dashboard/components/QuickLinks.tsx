import { Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { sidebarLinks } from '../../../app/layouts/back-office-nav.ts';

/** Links to the other admin screens and the three agent areas: only to screens that exist. */
export function QuickLinks() {
  const links = sidebarLinks('ADMIN').filter((link) => link.to !== '/admin');
  return (
    <Card mb="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" data-testid="quick-links">
        {links.map(({ to, label, icon: Icon }) => (
          <UnstyledButton
            key={to}
            component={Link}
            to={to}
            p="sm"
            data-testid={`quick-link-${to}`}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <Icon size={18} />
              <Text fz="sm" fw={600}>
                {label}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
