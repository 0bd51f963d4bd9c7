import { Group, Stack, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { type DeliveryWindowDto, deliveryWindowText, formatWeekdayDate } from '@ukgh/domain';
import { Fact } from '../ui/Fact.tsx';

type Window = DeliveryWindowDto | undefined;

/** 'Estimated delivery', or 'Delivered' once it is. */
const labelOf = (w: NonNullable<Window>) => (w.delivered_on ? 'Delivered' : 'Estimated delivery');
/** The window's line ('Thu 18 – Mon 22 Dec'), or the day it was delivered under the 'Delivered' label. */
const lineOf = (w: NonNullable<Window>) =>
  w.delivered_on ? formatWeekdayDate(w.delivered_on) : (w.text ?? deliveryWindowText(w) ?? 'On hold');

/**
 * The estimated delivery window (issue 15) as a card fact: the window, and underneath what it depends on
 * ('sailing MSC ABIDJAN departed 2 Dec'). Nothing for a booking without one (cancelled, rejected).
 */
export function DeliveryWindowFact({ window }: { window: Window }) {
  if (!window) return null;
  const held = !window.text && !window.delivered_on;
  return (
    <Fact icon={<IconCalendarDue size={16} />} label={labelOf(window)}>
      <span data-testid="delivery-window">
        <Text span fz="sm" fw={600}>
          {held ? 'On hold' : lineOf(window)}
        </Text>
        {window.depends_on && (
          <Text fz="xs" c="dimmed" data-testid="delivery-window-depends-on">
            {window.depends_on}
          </Text>
        )}
      </span>
    </Fact>
  );
}

/** The same, large, for the tracker and the booking's tracking card. */
export function DeliveryWindowBanner({ window, inverted = false }: { window: Window; inverted?: boolean }) {
  if (!window) return null;
  const held = !window.text && !window.delivered_on;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="delivery-window">
      <IconCalendarDue
        size={28}
        style={{
          flexShrink: 0,
          color: inverted ? 'var(--mantine-color-gold-4)' : 'var(--mantine-color-brand-6)',
        }}
      />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text
          fz="xs"
          tt="uppercase"
          fw={700}
          c={inverted ? 'gold.4' : 'dimmed'}
          style={{ letterSpacing: '0.05em' }}
        >
          {labelOf(window)}
        </Text>
        <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} c={inverted ? 'white' : 'brand.9'}>
          {held ? 'On hold' : lineOf(window)}
        </Text>
        {window.depends_on && (
          <Text fz="sm" c={inverted ? 'gray.3' : 'dimmed'} data-testid="delivery-window-depends-on">
            {held ? window.depends_on : `Depends on: ${window.depends_on}`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
