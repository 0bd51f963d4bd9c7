import { Card, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { TrackingNumberForm } from '../../../components/ui/TrackingNumberForm.tsx';

/** Quick Track: a UKG number goes to its public tracking page; anything else is explained, blank does nothing. */
export function QuickTrack() {
  const navigate = useNavigate();
  return (
    <Card data-testid="quick-track">
      <Title order={2} fz="lg" c="brand.9" mb={4}>
        Quick Track
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Follow any parcel with its tracking number.
      </Text>
      <TrackingNumberForm size="sm" onTrack={(number) => navigate(`/track/${number}`)} testId="quick-track" />
    </Card>
  );
}
