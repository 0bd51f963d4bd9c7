import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { RecipientChoices } from '@ukgh/domain';
import { telHref } from '../../../lib/use-company.ts';

/**
 * What the recipient chose on their page, where the delivery agent reads the address: collection at the
 * Ghana office, someone else receiving, and where they are on the map.
 */
export function RecipientChoicesNote({ choices }: { choices: RecipientChoices }) {
  const { alternate_receiver: other, location, collect_at_warehouse: collect } = choices;
  if (!other && !location && !collect) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      p="xs"
      title="The recipient's choices"
      data-testid="job-recipient-choices"
    >
      <Stack gap={4}>
        {collect && (
          <Text fz="md" fw={700} data-testid="job-collect">
            Collection at the Ghana office: the recipient collects it there. Hand it over with the same proof.
          </Text>
        )}
        {other && (
          <Text fz="md" data-testid="job-alternate-receiver">
            Hand it to <strong>{other.name}</strong>,{' '}
            <Anchor href={telHref(other.phone)} aria-label={`Call ${other.name} on ${other.phone}`}>
              {other.phone}
            </Anchor>
          </Text>
        )}
        {location && !collect && (
          <Text fz="md">
            <Anchor href={location.map_url} target="_blank" rel="noopener noreferrer" data-testid="job-pin">
              The recipient's shared location
            </Anchor>
            {location.accuracy_m ? ` (within about ${Math.round(location.accuracy_m)} m)` : ''}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
