import { Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type PasswordStrength, type PasswordStrengthLabel, passwordStrength } from '@ukgh/domain';

const LABEL_COLORS: Record<PasswordStrengthLabel, string> = { Weak: 'red', Medium: 'yellow', Strong: 'teal' };

const CRITERIA: { key: keyof PasswordStrength['criteria']; text: string }[] = [
  { key: 'length', text: 'At least 8 characters' },
  { key: 'uppercase', text: 'An uppercase letter' },
  { key: 'lowercase', text: 'A lowercase letter' },
  { key: 'digit', text: 'A number' },
  { key: 'special', text: 'A special character' },
];

/** Shown under any new-password field: the same five criteria and thresholds the server's rules use. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label, criteria } = passwordStrength(password);
  const color = LABEL_COLORS[label];
  return (
    <Stack gap={6} data-testid="password-strength">
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          Password strength
        </Text>
        <Text fz="xs" fw={700} c={color} data-testid="password-strength-label">
          {label}
        </Text>
      </Group>
      <Progress
        value={(score / CRITERIA.length) * 100}
        color={color}
        size="sm"
        aria-label={`Password strength: ${label}`}
      />
      <List spacing={2} size="xs" center>
        {CRITERIA.map(({ key, text }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon size={14} radius="xl" color={criteria[key] ? 'teal' : 'gray'} variant="light">
                {criteria[key] ? <IconCheck size={10} /> : <IconX size={10} />}
              </ThemeIcon>
            }
          >
            <Text fz="xs" c={criteria[key] ? 'teal.8' : 'dimmed'}>
              {text}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
