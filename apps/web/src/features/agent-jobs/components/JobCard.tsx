import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCamera,
  IconCircleCheck,
  IconCloudUpload,
  IconMapPin,
  IconPhone,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { AgentAssignment } from '@ukgh/domain';
import { formatDateTime } from '../../../lib/format-date.ts';
import { telHref } from '../../../lib/use-company.ts';
import { useWaitingAction } from '../../agent-offline/index.ts';
import type { JobKind } from '../api/agent-jobs-api.ts';
import {
  JOB_STATUS_COLORS,
  JOB_STATUS_LABELS,
  type JobStatus,
  jobContact,
  jobWindow,
  packageLineText,
} from './job-display.ts';
import { RecipientChoicesNote } from './RecipientChoicesNote.tsx';

interface Props {
  kind: JobKind;
  job: AgentAssignment;
  onStart: (job: AgentAssignment) => void;
  onComplete: (job: AgentAssignment) => void;
}

/**
 * One job, phone first: who, their phone as a call link, the address with a maps link, the window, and one
 * big button for the next step. An action still on the phone shows as done, marked 'Waiting to send'.
 */
export function JobCard({ kind, job, onStart, onComplete }: Props) {
  const waiting = useWaitingAction(job.id);
  const status = (waiting?.target_status as JobStatus | null) ?? job.status;
  const contact = jobContact(kind, job);
  const slot = jobWindow(kind, job);
  const { booking } = job.shipment;
  const labels = JOB_STATUS_LABELS[kind];
  // A job done and sent needs no call or map any more: a short card keeps the open ones in reach.
  const compact = status === 'COMPLETED' && !waiting;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="job-card"
      data-tracking={job.shipment.tracking_code}
    >
      <Stack gap="sm">
        <div>
          <Text ff="monospace" fw={700} fz="lg" c="brand.9">
            {job.shipment.tracking_code}
          </Text>
          <Text fz="sm" c="dark.4">
            Booking {booking.booking_code} · {booking.service_level.label} · {booking.packages_count}{' '}
            {booking.packages_count === 1 ? 'piece' : 'pieces'}, {booking.total_weight_kg} kg
          </Text>
          <Group gap="xs" mt={8}>
            <Badge color={JOB_STATUS_COLORS[status]} variant="filled" size="lg" data-testid="job-status">
              {labels[status]}
            </Badge>
            {job.overdue && status !== 'COMPLETED' && (
              <Badge color="red" variant="filled" size="lg" data-testid="job-overdue">
                Overdue
              </Badge>
            )}
            {booking.fragile && (
              <Badge color="red" variant="outline" size="lg">
                Fragile
              </Badge>
            )}
          </Group>
        </div>

        {waiting && (
          <Badge
            color="yellow"
            c="dark"
            variant="filled"
            size="lg"
            fullWidth
            leftSection={<IconCloudUpload size={16} />}
            data-testid="job-waiting"
          >
            Waiting to send
          </Badge>
        )}

        <div>
          <Text fz="xs" tt="uppercase" fw={700} c="dark.3">
            {contact.role}
          </Text>
          <Text fw={700} fz="lg">
            {contact.name}
          </Text>
          {(compact ? contact.lines.slice(-1) : contact.lines).map((line) => (
            <Text key={line} fz="md">
              {line}
            </Text>
          ))}
        </div>

        {!compact && booking.recipient_choices && (
          <RecipientChoicesNote choices={booking.recipient_choices} />
        )}

        {!compact && booking.packages.length > 0 && (
          <div data-testid="job-packages">
            <Text fz="xs" tt="uppercase" fw={700} c="dark.3">
              Packages
            </Text>
            {booking.packages.map((pkg, index) => (
              // Two lines can read the same (two identical boxes entered apart), so the position keys them.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and never reorder
              <Text key={index} fz="md">
                {packageLineText(pkg)}
              </Text>
            ))}
          </div>
        )}

        {!compact && booking.notes && (
          <Alert
            color="yellow"
            variant="light"
            p="xs"
            data-testid="job-customer-notes"
            title="Customer's note"
          >
            <Text fz="md" style={{ whiteSpace: 'pre-line' }}>
              {booking.notes}
            </Text>
          </Alert>
        )}

        {!compact && slot && (
          <Text fz="md" c={job.overdue ? 'red.8' : undefined}>
            <Text span fw={700}>
              {kind === 'pickup' ? 'Collect: ' : 'Deliver: '}
            </Text>
            {slot}
          </Text>
        )}

        {!compact && (
          <>
            <SimpleGrid cols={2} spacing="sm">
              {contact.phone ? (
                <Button
                  component="a"
                  href={telHref(contact.phone)}
                  size="lg"
                  variant="light"
                  leftSection={<IconPhone size={20} />}
                  aria-label={`Call ${contact.name} on ${contact.phone}`}
                >
                  Call
                </Button>
              ) : (
                <Button size="lg" variant="light" disabled>
                  No phone
                </Button>
              )}
              <Button
                component="a"
                href={contact.maps}
                target="_blank"
                rel="noopener noreferrer"
                size="lg"
                variant="light"
                leftSection={<IconMapPin size={20} />}
                aria-label={`Open ${contact.name}'s address in Maps`}
              >
                Maps
              </Button>
            </SimpleGrid>
            {contact.phone && (
              <Text fz="sm" c="dark.4" mt={-6}>
                {contact.phone}
              </Text>
            )}
          </>
        )}

        {job.notes && (
          <Text fz="sm" c="dark.4">
            Notes: {job.notes}
          </Text>
        )}

        {status === 'ASSIGNED' && (
          <Button
            size="xl"
            fullWidth
            leftSection={<IconPlayerPlay size={22} />}
            onClick={() => onStart(job)}
            data-testid="job-start"
          >
            Start
          </Button>
        )}
        {status === 'IN_PROGRESS' && (
          <Button
            size="xl"
            fullWidth
            color="teal"
            leftSection={kind === 'pickup' ? <IconCamera size={22} /> : <IconCircleCheck size={22} />}
            onClick={() => onComplete(job)}
            data-testid="job-complete"
          >
            {kind === 'pickup' ? 'Complete' : 'Deliver'}
          </Button>
        )}
        {status === 'COMPLETED' && (
          <Text fz="sm" c="teal.9" fw={600}>
            {labels.COMPLETED} {formatDateTime(job.completed_at ?? waiting?.occurred_at)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
