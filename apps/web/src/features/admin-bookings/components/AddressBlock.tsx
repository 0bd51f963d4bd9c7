import { Anchor, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconMapPin } from '@tabler/icons-react';
import { ADMIN_BOOKING_MESSAGES, type AddressDto } from '@ukgh/domain';
import { addressLines } from '../../../lib/bookings/display.ts';
import { toast } from '../../../lib/toast.ts';

/** An address (with its Ghana region when given) that copies itself on click, with a maps search opening in a new tab (spec 001 §2). */
export function AddressBlock({
  title,
  address,
  region,
}: {
  title: string;
  address: AddressDto;
  /** A Ghana address's region, which couriers there route by (shown before the country). */
  region?: string | null;
}) {
  const base = addressLines(address);
  const lines = region ? [...base.slice(0, -1), region, ...base.slice(-1)] : base;
  const text = [address.name, ...lines].join(', ');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(ADMIN_BOOKING_MESSAGES.addressCopied);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selectable on screen.
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fz={11} c="dimmed" tt="uppercase" fw={600}>
          {title}
        </Text>
        <Anchor
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`}
          target="_blank"
          rel="noopener noreferrer"
          fz="xs"
        >
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} /> Open in Maps
          </Group>
        </Anchor>
      </Group>
      <UnstyledButton onClick={copy} title="Copy address" data-testid="copy-address" w="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} fz="sm">
              {address.name}
            </Text>
            {lines.map((line) => (
              <Text key={line} fz="sm">
                {line}
              </Text>
            ))}
            {address.phone && (
              <Text fz="sm" c="dimmed">
                {address.phone}
              </Text>
            )}
            {address.email && (
              <Text fz="sm" c="dimmed">
                {address.email}
              </Text>
            )}
          </div>
          <IconCopy size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
