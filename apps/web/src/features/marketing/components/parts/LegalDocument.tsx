import { Anchor, Box, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './LegalDocument.module.css';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Terms, privacy: numbered sections with a contents list beside them on wide screens. */
export function LegalDocument({ updated, sections }: { updated: string; sections: DocSection[] }) {
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Grid gutter={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Card style={{ position: 'sticky', top: 88 }}>
            <Text fw={700} c="brand.9" mb="sm">
              Contents
            </Text>
            <Stack gap={6}>
              {sections.map((s, i) => (
                <Anchor key={s.id} href={`#${s.id}`} fz="sm" c="gray.7">
                  {i + 1}. {s.title}
                </Anchor>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card p={{ base: 'md', sm: 'xl' }}>
            <Text fz="sm" c="dimmed" mb="lg">
              Last updated {updated}
            </Text>
            <Stack gap="xl">
              {sections.map((s, i) => (
                <Box key={s.id} id={s.id} component="section" style={{ scrollMarginTop: 88 }}>
                  <Title order={2} fz="lg" c="brand.9" mb="xs">
                    {i + 1}. {s.title}
                  </Title>
                  <Stack gap="sm" className={classes.prose}>
                    {s.body}
                  </Stack>
                </Box>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
