import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { ROLE_LABELS } from '@ukgh/domain';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBookingAudit } from '../api/admin-bookings.ts';

const show = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** The History tab: the booking's audit entries (its moves, its shipment's, its jobs'), newest first. */
export function BookingAuditTab({ bookingId }: { bookingId: string }) {
  const audit = useBookingAudit(bookingId, true);
  if (audit.isPending) return <Skeleton height={120} />;
  if (audit.isError) return <Alert color="red">The change history could not be loaded.</Alert>;
  if (audit.data.results.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="audit-timeline">
      {audit.data.results.map((entry) => {
        const after = entry.after ?? {};
        const before = entry.before ?? {};
        const fields = Object.keys(after);
        return (
          <Timeline.Item
            key={entry.id}
            title={
              <Text fz="sm" fw={700}>
                {entry.entity} · {entry.action}
              </Text>
            }
          >
            <Stack gap={2}>
              <Text fz="xs" c="dimmed">
                {formatDateTime(entry.created_at, '')}
                {entry.actor_role ? ` · ${ROLE_LABELS[entry.actor_role]}` : ''}
              </Text>
              {fields.map((field) => (
                <Text key={field} fz="xs">
                  {field}: {show(before[field])} → {show(after[field])}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
