import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small labelled value on a card: icon, caption, value. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span style={{ color: 'var(--mantine-color-gray-6)', marginTop: 2, flexShrink: 0, display: 'flex' }}>
        {icon}
      </span>
      <div style={{ minWidth: 0 }}>
        <Text fz={11} c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.03em' }}>
          {label}
        </Text>
        <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}
