import { Anchor, CopyButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AdminBookingDetail } from '@ukgh/domain';
import { formatDateTime } from '../../../lib/format-date.ts';

/**
 * What the recipient chose on their page, and the page's link for staff to send by hand (a recipient who
 * lost the text, or a number that changed).
 */
export function RecipientChoicesBlock({ booking }: { booking: AdminBookingDetail }) {
  const { recipient_choices: choices, recipient_page_path: path } = booking;
  const link = path ? `${window.location.origin}${path}` : null;
  const chose = choices.alternate_receiver || choices.location || choices.collect_at_warehouse;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="admin-recipient-choices">
      <Group justify="space-between" wrap="wrap" mb={4}>
        <Text fz={11} c="dimmed" tt="uppercase" fw={600}>
          The recipient's page
        </Text>
        {link && (
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <UnstyledButton onClick={copy} fz="xs" c="brand.7" data-testid="copy-recipient-link">
                {copied ? 'Link copied' : 'Copy the link to send'}
              </UnstyledButton>
            )}
          </CopyButton>
        )}
      </Group>
      {!link && (
        <Text fz="sm" c="dimmed">
          The link is made with the tracking number, when the booking is confirmed.
        </Text>
      )}
      {link && !chose && (
        <Text fz="sm" c="dimmed">
          No choices yet: delivered to the address above, to the recipient.
        </Text>
      )}
      {chose && (
        <Stack gap={2}>
          {choices.collect_at_warehouse && (
            <Text fz="sm" fw={600}>
              Collects it from the Ghana office
            </Text>
          )}
          {choices.alternate_receiver && (
            <Text fz="sm">
              Receives it instead: {choices.alternate_receiver.name} ({choices.alternate_receiver.phone})
            </Text>
          )}
          {choices.location && (
            <Text fz="sm">
              Shared location:{' '}
              <Anchor href={choices.location.map_url} target="_blank" rel="noopener noreferrer" fz="sm">
                open the pin in Maps
              </Anchor>
            </Text>
          )}
          {choices.updated_at && (
            <Text fz="xs" c="dimmed">
              Last changed {formatDateTime(choices.updated_at)}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
