import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './ActionCard.module.css';

interface Props {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ size?: number | string }>;
  color?: string;
}

/** A whole-card link to one thing the user can do from their home page. */
export function ActionCard({ to, title, description, icon: Icon, color = 'brand' }: Props) {
  return (
    <Card component={Link} to={to} className={classes.card} data-testid={`action-${to}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          <Icon size={26} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={700} c="brand.9">
            {title}
          </Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
      </Group>
    </Card>
  );
}
