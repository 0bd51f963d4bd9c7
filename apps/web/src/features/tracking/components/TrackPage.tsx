import { Box, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMapSearch } from '@tabler/icons-react';
import { isValidTrackingNumber, normalizeTrackingNumber, TRACKING_MESSAGES } from '@ukgh/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TrackingNumberForm } from '../../../components/ui/TrackingNumberForm.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { isNotFound, useTracking } from '../api/track.ts';
import { TrackingHelp } from './TrackingHelp.tsx';

// The result card (its tables, tooltips and floating-ui) would put /track over the public budget, and only a
// lookup shows it: its download starts when there is a result to draw.
const TrackingResultCard = lazy(() =>
  import('./TrackingResultCard.tsx').then((m) => ({ default: m.TrackingResultCard })),
);

function MessageCard({
  title,
  text,
  color,
  testId,
}: {
  title?: string;
  text: string;
  color: string;
  testId: string;
}) {
  return (
    <Card p="xl" data-testid={testId}>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {color === 'red' ? <IconAlertCircle size={30} /> : <IconMapSearch size={30} />}
        </ThemeIcon>
        {title && (
          <Title order={2} fz="xl" c="brand.9">
            {title}
          </Title>
        )}
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

function LoadingResult() {
  return (
    <Card p="xl" data-testid="tracking-loading" aria-busy="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={14} mt="lg" radius="xl" />
      <Group mt="xl" grow>
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Group>
    </Card>
  );
}

/** /track and /track/{code} (spec 000 §2, §5, §8). */
export function TrackPage() {
  const { code } = useParams();
  const navigate = useNavigate();
  const fromUrl = code ? normalizeTrackingNumber(code) : '';
  const urlValid = fromUrl !== '' && isValidTrackingNumber(fromUrl);
  const tracking = useTracking(urlValid ? fromUrl : null);

  usePageMeta(
    urlValid ? `Tracking ${fromUrl}` : 'Track Your Package',
    'Track your UK to Ghana parcel with its UKG tracking number: live status, journey progress and every scan from collection to delivery.',
  );

  // A deep link (dashboard quick track, shipment links) fills the box and is looked up at once; a
  // lower-case one is rewritten to the upper-case address first.
  useEffect(() => {
    if (code && code !== fromUrl && isValidTrackingNumber(fromUrl)) {
      navigate(`/track/${fromUrl}`, { replace: true });
    }
  }, [code, fromUrl, navigate]);

  const track = (number: string) => {
    if (number === fromUrl) void tracking.refetch();
    else navigate(`/track/${number}`);
  };

  let body = null;
  if (urlValid) {
    if (tracking.isPending || (tracking.isFetching && !tracking.data)) body = <LoadingResult />;
    else if (tracking.isError && isNotFound(tracking.error))
      body = (
        <MessageCard
          testId="tracking-not-found"
          color="gold"
          title={TRACKING_MESSAGES.notFoundTitle}
          text={TRACKING_MESSAGES.notFound}
        />
      );
    else if (tracking.isError)
      body = <MessageCard testId="tracking-error" color="red" text={TRACKING_MESSAGES.unavailable} />;
    else if (tracking.data)
      body = (
        <Suspense fallback={<LoadingResult />}>
          <TrackingResultCard result={tracking.data} />
        </Suspense>
      );
  }

  return (
    <>
      <Box bg="brand.9" c="white" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Stack gap="md" align="center" ta="center">
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              Track Your Package
            </Title>
            <Text c="brand.1" maw={560}>
              Enter the UKG tracking number from your booking confirmation to see where your parcel is, from
              collection in the UK to the door in Ghana.
            </Text>
            <Card w="100%" maw={640} p="sm" shadow="lg">
              {/* A new address starts the box afresh with its number. */}
              <TrackingNumberForm
                key={fromUrl}
                initialValue={fromUrl}
                onTrack={track}
                loading={tracking.isFetching}
                buttonColor="gold"
                testId="track"
              />
            </Card>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Stack gap="xl">
          {body}
          <TrackingHelp />
        </Stack>
      </Container>
    </>
  );
}
