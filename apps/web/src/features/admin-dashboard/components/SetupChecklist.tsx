import { Anchor, Card, Group, List, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSquareCheck, IconSquareDot } from '@tabler/icons-react';
import { type AdminDashboard, SETUP_STEPS, type SetupStep, WEB_ROUTES } from '@ukgh/domain';
import { Link } from 'react-router';

const STEPS: Record<SetupStep, { label: string; why: string; anchor: string }> = {
  company: {
    label: 'Company details',
    why: 'the name, addresses and phone numbers on every page, mail and label',
    anchor: 'company',
  },
  bank_details: {
    label: 'Bank details',
    why: 'the account customers pay into; until then they are told to contact you',
    anchor: 'bank-details',
  },
  collection_days: {
    label: 'Collection days',
    why: 'the weekdays customers can choose for a pickup',
    anchor: 'collection-days',
  },
  rate_card: { label: 'Rate card', why: 'the prices every quote and booking uses', anchor: 'rate-card' },
};

/** A new installation's first steps, each linking to its part of Settings; gone once every one is saved. */
export function SetupChecklist({ setup }: { setup: AdminDashboard['setup'] }) {
  const done = SETUP_STEPS.filter((step) => setup[step]).length;
  if (done === SETUP_STEPS.length) return null;
  return (
    <Card mb="xl" withBorder data-testid="setup-checklist">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Title order={2} fz="lg" c="brand.9">
          Finish setting up
        </Title>
        <Text fz="sm" c="dimmed">
          {done} of {SETUP_STEPS.length} done
        </Text>
      </Group>
      <Progress value={(done / SETUP_STEPS.length) * 100} size="sm" mb="md" aria-hidden />
      <List spacing="sm" center>
        {SETUP_STEPS.map((step) => {
          const { label, why, anchor } = STEPS[step];
          return (
            <List.Item
              key={step}
              data-testid={`setup-${step}`}
              data-done={setup[step] || undefined}
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" color={setup[step] ? 'teal' : 'gray'}>
                  {setup[step] ? <IconSquareCheck size={16} /> : <IconSquareDot size={16} />}
                </ThemeIcon>
              }
            >
              {setup[step] ? (
                <Text fz="sm" c="dimmed" td="line-through">
                  {label}
                </Text>
              ) : (
                <Text fz="sm">
                  <Anchor component={Link} to={`${WEB_ROUTES.adminSettings}#${anchor}`} fw={600}>
                    {label}
                  </Anchor>
                  : {why}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
