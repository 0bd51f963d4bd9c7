import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCurrentLocation, IconInfoCircle, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import {
  alternateReceiverSchema,
  canonicalGpsAddress,
  GPS_ADDRESS_MESSAGES,
  RECIPIENT_MESSAGES,
  type RecipientPage,
} from '@ukgh/domain';
import { useState } from 'react';
import { ApiError, serverReason } from '../../../lib/api-client.ts';
import { schemaParse, serverFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type RecipientChange, useRecipientChange } from '../api/recipient-page.ts';

type Change = ReturnType<typeof useRecipientChange>;

const failed = (error: unknown) =>
  toast.error('Your change was not saved', serverReason(error) ?? 'Please try again in a moment.');

function ReceiverCard({ page, change, open }: { page: RecipientPage; change: Change; open: boolean }) {
  const current = page.choices.alternate_receiver;
  const [editing, setEditing] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { name: '', phone: '' } });
  const save = (body: RecipientChange & { kind: 'receiver' }, done: string) =>
    change.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        toast.success(done);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.setErrors(serverFieldErrors(error));
        else failed(error);
      },
    });
  const submit = form.onSubmit((values) => {
    const { errors, data } = schemaParse(alternateReceiverSchema, values);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    save(
      { kind: 'receiver', body: { receiver: data as { name: string; phone: string } } },
      'They will receive the parcel and the handover code',
    );
  });
  return (
    <Card p="lg" withBorder data-testid="recipient-receiver">
      <Group gap="xs" mb="xs">
        <IconUserCheck size={20} aria-hidden />
        <Title order={3} fz="md">
          Someone else receives it
        </Title>
      </Group>
      {current && !editing ? (
        <Stack gap="xs">
          <Text fz="sm" data-testid="recipient-receiver-current">
            <strong>{current.name}</strong> ({current.phone}) will receive the parcel and gets the handover
            code.
          </Text>
          {open && (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                Change
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={change.isPending}
                onClick={() =>
                  save({ kind: 'receiver', body: { receiver: null } }, 'You will receive it yourself')
                }
              >
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      ) : open ? (
        <form onSubmit={submit} noValidate aria-label="Someone else receives it">
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Away that day? Name a relative, a neighbour or a colleague who will take it for you.
            </Text>
            <TextInput label="Their name" autoComplete="off" maxLength={80} {...form.getInputProps('name')} />
            <TextInput
              label="Their Ghana phone"
              type="tel"
              placeholder="024 123 4567"
              autoComplete="off"
              {...form.getInputProps('phone')}
            />
            <Group gap="xs">
              <Button type="submit" loading={change.isPending}>
                Save
              </Button>
              {editing && (
                <Button variant="subtle" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      ) : (
        <Text fz="sm" c="dimmed">
          You receive it yourself.
        </Text>
      )}
    </Card>
  );
}

/** Confirm or correct the GhanaPost digital address the driver finds the door by. */
function DigitalAddressCard({ page, change, open }: { page: RecipientPage; change: Change; open: boolean }) {
  const current = page.delivery_address.gps_address;
  const [editing, setEditing] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { gps_address: '' } });
  const save = (gpsAddress: string, done: string, after: () => void) =>
    change.mutate(
      { kind: 'address', body: { gps_address: gpsAddress } },
      {
        onSuccess: () => {
          after();
          toast.success(done);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setEditing(true);
            form.setErrors(serverFieldErrors(error));
          } else failed(error);
        },
      },
    );
  const submit = form.onSubmit(({ gps_address: typed }) => {
    const canonical = canonicalGpsAddress(typed);
    if (!canonical) return form.setErrors({ gps_address: GPS_ADDRESS_MESSAGES.malformed });
    save(canonical, 'The driver will use your corrected digital address', () => {
      setEditing(false);
      setConfirmed(true);
    });
  });
  const startEditing = () => {
    form.setValues({ gps_address: current ?? '' });
    setEditing(true);
  };
  return (
    <Card p="lg" withBorder data-testid="recipient-gps">
      <Group gap="xs" mb="xs">
        <IconMapPin size={20} aria-hidden />
        <Title order={3} fz="md">
          Your digital address
        </Title>
      </Group>
      {editing && open ? (
        <form onSubmit={submit} noValidate aria-label="Correct your digital address">
          <Stack gap="sm">
            <TextInput
              label="GhanaPost digital address"
              placeholder="AK-039-5028"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              {...form.getInputProps('gps_address')}
            />
            <Group gap="xs">
              <Button type="submit" loading={change.isPending}>
                Save
              </Button>
              <Button variant="subtle" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          <Text fz="sm" data-testid="recipient-gps-current">
            {current ? (
              <>
                <strong>{current}</strong>
                {confirmed ? ': thank you, the driver will use it.' : ': is this right?'}
              </>
            ) : (
              'No digital address yet: add yours from the GhanaPost GPS app so the driver finds your door.'
            )}
          </Text>
          {open && (
            <Group gap="xs">
              {current && !confirmed && (
                <Button
                  size="xs"
                  loading={change.isPending}
                  onClick={() =>
                    save(current, 'Thank you: your digital address is confirmed', () => setConfirmed(true))
                  }
                >
                  Yes, it is right
                </Button>
              )}
              <Button size="xs" variant="light" onClick={startEditing}>
                {current ? 'Correct it' : 'Add it'}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}

const readPosition = () =>
  new Promise<GeolocationPosition>((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error(RECIPIENT_MESSAGES.location));
    else
      navigator.geolocation.getCurrentPosition(resolve, reject, {
        enableHighAccuracy: true,
        timeout: 20_000,
        maximumAge: 60_000,
      });
  });

function LocationCard({ page, change, open }: { page: RecipientPage; change: Change; open: boolean }) {
  const current = page.choices.location;
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const share = async () => {
    setProblem(null);
    setReading(true);
    try {
      const { coords } = await readPosition();
      change.mutate(
        {
          kind: 'location',
          body: {
            location: {
              lat: coords.latitude,
              lng: coords.longitude,
              accuracy_m: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null,
            },
          },
        },
        { onSuccess: () => toast.success('The driver will see where you are'), onError: failed },
      );
    } catch {
      setProblem(RECIPIENT_MESSAGES.location);
    } finally {
      setReading(false);
    }
  };
  return (
    <Card p="lg" withBorder data-testid="recipient-location">
      <Group gap="xs" mb="xs">
        <IconCurrentLocation size={20} aria-hidden />
        <Title order={3} fz="md">
          Where you are
        </Title>
      </Group>
      <Stack gap="xs">
        {current ? (
          <Text fz="sm" data-testid="recipient-location-current">
            Location shared
            {current.accuracy_m ? ` (within about ${Math.round(current.accuracy_m)} m)` : ''}.{' '}
            <Anchor href={current.map_url} target="_blank" rel="noopener noreferrer">
              See it on the map
            </Anchor>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {open
              ? 'At the address now? Share your phone’s location so the driver finds you without calling.'
              : 'No location shared.'}
          </Text>
        )}
        {problem && (
          <Text fz="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {open && (
          <Group gap="xs">
            <Button
              size={current ? 'xs' : 'sm'}
              variant={current ? 'light' : 'filled'}
              loading={reading || change.isPending}
              onClick={share}
            >
              {current ? 'Share again' : 'Share my location'}
            </Button>
            {current && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  change.mutate(
                    { kind: 'location', body: { location: null } },
                    { onSuccess: () => toast.success('Location removed'), onError: failed },
                  )
                }
              >
                Remove
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function CollectionCard({ page, change, open }: { page: RecipientPage; change: Change; open: boolean }) {
  const collecting = page.choices.collect_at_warehouse;
  const office = page.ghana_office;
  return (
    <Card p="lg" withBorder data-testid="recipient-collection">
      <Title order={3} fz="md" mb="xs">
        Collect it yourself
      </Title>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Rather pick it up? The parcel then waits for you at our Ghana office
          {office.address ? ` (${office.address})` : ''}; bring your handover code.
        </Text>
        <Switch
          label="I will collect it from the Ghana office"
          checked={collecting}
          disabled={!open || change.isPending}
          onChange={(event) =>
            change.mutate(
              { kind: 'collection', body: { collect_at_warehouse: event.currentTarget.checked } },
              {
                onSuccess: (_, sent) =>
                  toast.success(
                    sent.kind === 'collection' && sent.body.collect_at_warehouse
                      ? 'Your parcel will wait for you at our Ghana office'
                      : 'Your parcel will be delivered to your address',
                  ),
                onError: failed,
              },
            )
          }
        />
      </Stack>
    </Card>
  );
}

/** The recipient's choices (the digital address and three more); read-only once out for delivery. */
export function RecipientChoicesPanel({ token, page }: { token: string; page: RecipientPage }) {
  const change = useRecipientChange(token);
  const open = page.change_refusal === null;
  return (
    <Stack gap="md" data-testid="recipient-choices">
      <Title order={2} fz="lg" c="brand.9">
        Your delivery, your way
      </Title>
      {!open && (
        <Alert color="gold" icon={<IconInfoCircle size={18} />} data-testid="recipient-refusal">
          {page.change_refusal}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DigitalAddressCard page={page} change={change} open={open} />
        <ReceiverCard page={page} change={change} open={open} />
        <LocationCard page={page} change={change} open={open} />
        <CollectionCard page={page} change={change} open={open} />
      </SimpleGrid>
    </Stack>
  );
}
