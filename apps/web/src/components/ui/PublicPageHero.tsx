import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or a form under the text. */
  children?: ReactNode;
}

/** The navy band at the top of every public page under the header. */
export function PublicPageHero({ eyebrow, title, text, children }: Props) {
  return (
    <Box
      c="white"
      py={{ base: 40, md: 64 }}
      style={{
        background:
          'radial-gradient(700px 300px at 85% 0%, rgba(244, 180, 0, 0.18), transparent 60%), linear-gradient(135deg, var(--mantine-color-brand-9), var(--mantine-color-brand-8))',
      }}
    >
      <Container size="lg">
        <Stack gap="sm" maw={760}>
          {eyebrow && (
            <Text c="gold.4" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15}>
            {title}
          </Title>
          {text && (
            <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
              {text}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
