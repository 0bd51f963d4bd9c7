import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { NOT_FOUND_PAGE_TEXT } from '@ukgh/domain';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 64, md: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={900} lh={1} c="brand.4" aria-hidden="true">
          404
        </Text>
        <Title order={1} c="brand.9">
          {NOT_FOUND_PAGE_TEXT}
        </Title>
        <Text c="dimmed">The page you're looking for doesn't exist or has moved.</Text>
        <Button
          component={Link}
          to="/"
          leftSection={<IconHome size={18} />}
          size="md"
          data-testid="not-found-home"
        >
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
