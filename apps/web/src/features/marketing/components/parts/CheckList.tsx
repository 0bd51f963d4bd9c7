import { List, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Icon } from './icon.ts';

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
