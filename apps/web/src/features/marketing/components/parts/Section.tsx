import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A band of a marketing page: its heading, an introduction and what follows them. */
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
