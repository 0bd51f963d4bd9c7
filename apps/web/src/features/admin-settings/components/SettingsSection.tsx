import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The anchor the dashboard's setup checklist links to (/admin/settings#bank-details). */
  id?: string;
  title: string;
  description: ReactNode;
  /** The form's accessible name, e.g. 'Company details'. */
  label: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  children: ReactNode;
}

/** One section of Settings: its own form and Save button, so a save touches only what is on screen. */
export function SettingsSection({ id, title, description, label, onSubmit, saving, children }: Props) {
  return (
    <Paper id={id} style={{ scrollMarginTop: 80 }} withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" c="brand.9">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          </div>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save {title.toLowerCase()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
