import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { isValidTrackingNumber, normalizeTrackingNumber, TRACKING_MESSAGES } from '@ukgh/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** Quick Track: a UKG number goes to its public tracking page; anything else is explained, blank does nothing. */
export function QuickTrack() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    if (!isValidTrackingNumber(value)) {
      setError(TRACKING_MESSAGES.invalidFormat);
      return;
    }
    navigate(`/track/${normalizeTrackingNumber(value)}`);
  };

  return (
    <Card data-testid="quick-track">
      <Title order={2} fz="lg" c="brand.9" mb={4}>
        Quick Track
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Follow any parcel with its tracking number.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="Tracking number"
            placeholder="UKG1234567890"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="quick-track-input"
          />
          <Button
            type="submit"
            disabled={!value.trim()}
            leftSection={<IconMapSearch size={16} />}
            data-testid="quick-track-submit"
          >
            Track
          </Button>
        </Group>
      </form>
    </Card>
  );
}
