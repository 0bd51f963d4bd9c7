import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const partOfDay = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

export function Greeting({ firstName, children }: { firstName: string; children?: ReactNode }) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }} c="brand.9" data-testid="home-greeting">
        {partOfDay(new Date().getHours())}, {firstName}!
      </Title>
      {children && <Text c="dimmed">{children}</Text>}
    </Stack>
  );
}
