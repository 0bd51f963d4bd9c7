import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { AGENT_MESSAGES, AGENT_OFFLINE_MESSAGES, type AgentAssignment, EMPTY_STATES } from '@ukgh/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { completeJob, type JobKind, type JobProof, startJob, useAssignments } from '../api/agent-jobs-api.ts';
import { JobCard } from './JobCard.tsx';

// The completion dialogs (camera photo, signature pad) are chunks of their own, fetched on the first Complete;
// the service worker precaches every chunk, so they open offline too.
const CompletePickupDialog = lazy(() =>
  import('./CompletePickupDialog.tsx').then((m) => ({ default: m.CompletePickupDialog })),
);
const DeliverDialog = lazy(() => import('./DeliverDialog.tsx').then((m) => ({ default: m.DeliverDialog })));

const EMPTY: Record<JobKind, string> = {
  pickup: EMPTY_STATES.pickupAssignments,
  delivery: EMPTY_STATES.deliveryAssignments,
};
const LOAD_FAILED: Record<JobKind, string> = {
  pickup: AGENT_MESSAGES.loadPickupAssignmentsFailed,
  delivery: AGENT_MESSAGES.loadDeliveryAssignmentsFailed,
};

/** The last saved list is on screen because there is no connection: say so, and from when. */
export function OfflineCopyNotice({ savedAt }: { savedAt: string | null }) {
  if (!savedAt) return null;
  return (
    <Alert color="dark" variant="light" icon={<IconWifiOff size={18} />} mb="md" data-testid="offline-copy">
      {AGENT_OFFLINE_MESSAGES.offlineCopy} ({formatDateTime(savedAt)}).
    </Alert>
  );
}

export function ListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={220} radius="md" />
      ))}
    </Stack>
  );
}

interface Props {
  kind: JobKind;
  title: string;
  subtitle: string;
}

/** A pickup or delivery agent's jobs, open ones first, then those done in the last 30 days. */
export function JobsPage({ kind, title, subtitle }: Props) {
  const query = useAssignments(kind);
  const [completing, setCompleting] = useState<AgentAssignment | null>(null);

  const complete = (proof: JobProof) => {
    if (completing) void completeJob(kind, completing, proof);
    setCompleting(null);
  };
  const start = (job: AgentAssignment) => void startJob(kind, job);
  const closeDialog = useCallback(() => setCompleting(null), []);

  const jobs = query.data?.data.results ?? [];
  const open = jobs.filter((job) => job.status !== 'COMPLETED');
  const done = jobs.filter((job) => job.status === 'COMPLETED');
  const card = (job: AgentAssignment) => (
    <JobCard key={job.id} kind={kind} job={job} onStart={start} onComplete={setCompleting} />
  );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {query.isPending && <ListSkeleton />}
      {query.isError && (
        <Alert color="red" title={LOAD_FAILED[kind]} data-testid="jobs-load-failed">
          <Button mt="xs" size="md" variant="white" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && (
        <>
          <OfflineCopyNotice savedAt={query.data.savedAt} />
          {jobs.length === 0 ? (
            <EmptyState
              title={EMPTY[kind]}
              description="New jobs appear here as soon as they are given to you."
            />
          ) : (
            <Stack gap="md">
              {open.length === 0 && <Text c="dark.4">Nothing open right now.</Text>}
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                {open.map(card)}
              </SimpleGrid>
              {done.length > 0 && (
                <Title order={2} fz="lg" mt="md" c="dark.5">
                  Done in the last 30 days
                </Title>
              )}
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                {done.map(card)}
              </SimpleGrid>
            </Stack>
          )}
        </>
      )}
      {completing !== null && (
        <Suspense fallback={null}>
          {kind === 'pickup' ? (
            <CompletePickupDialog
              opened
              trackingCode={completing.shipment.tracking_code ?? null}
              onClose={() => setCompleting(null)}
              onSubmit={complete}
            />
          ) : (
            <DeliverDialog job={completing} onClose={closeDialog} />
          )}
        </Suspense>
      )}
    </>
  );
}
