import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/Logo.tsx';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** The card every sign-in and password page sits in (they have no header, so it carries the way home). */
export function AuthShell({ title, subtitle, children, footer, width = 440 }: Props) {
  return (
    <Center mih="100vh" px="md" py={{ base: 'lg', sm: 48 }}>
      <Box w="100%" maw={width}>
        <Group justify="space-between" mb="lg">
          <Logo />
          <Anchor component={Link} to="/" fz="sm" c="dimmed">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              Home
            </Group>
          </Anchor>
        </Group>
        <Paper shadow="md" p={{ base: 'lg', sm: 36 }} withBorder>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26} c="brand.9">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Text ta="center" mt="lg" fz="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Box>
    </Center>
  );
}
