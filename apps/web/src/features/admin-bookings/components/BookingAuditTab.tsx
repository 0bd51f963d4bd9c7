import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { ROLE_LABELS } from '@ukgh/domain';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBookingAudit } from '../api/admin-bookings.ts';
import { auditChanges, auditTitle } from './audit-text.ts';
import { BookingMessages } from './BookingMessages.tsx';

/** The History tab: the booking's changes, then the messages sent about it. */
export function BookingAuditTab({ bookingId }: { bookingId: string }) {
  return (
    <Stack gap="lg">
      <BookingChanges bookingId={bookingId} />
      <BookingMessages bookingId={bookingId} />
    </Stack>
  );
}

/** The booking's audit entries (its moves, its shipment's, its jobs'), newest first. */
function BookingChanges({ bookingId }: { bookingId: string }) {
  const audit = useBookingAudit(bookingId, true);
  if (audit.isPending) return <Skeleton height={120} />;
  if (audit.isError) return <Alert color="red">The change history could not be loaded.</Alert>;
  if (audit.data.results.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  const people = audit.data.people ?? {};
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="audit-timeline">
      {audit.data.results.map((entry) => {
        const role = entry.actor_role ? ROLE_LABELS[entry.actor_role] : null;
        const who = entry.actor_name
          ? role
            ? `${entry.actor_name} (${role})`
            : entry.actor_name
          : (role ?? 'System');
        return (
          <Timeline.Item
            key={entry.id}
            title={
              <Text fz="sm" fw={700}>
                {auditTitle(entry.entity, entry.action)}
              </Text>
            }
          >
            <Stack gap={2}>
              <Text fz="xs" c="dimmed" data-testid="audit-actor">
                {formatDateTime(entry.created_at, '')} · {who}
              </Text>
              {auditChanges(entry.before, entry.after, people).map((change) => (
                <Text key={change.field} fz="xs" data-testid="audit-change">
                  {change.label}:{' '}
                  {entry.before ? `${change.before ?? '—'} → ${change.after ?? '—'}` : (change.after ?? '—')}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
