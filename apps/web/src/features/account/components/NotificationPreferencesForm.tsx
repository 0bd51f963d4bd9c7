import { Button, Divider, Group, Stack, Switch } from '@mantine/core';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
  type NotificationPreferences,
  PROFILE_MESSAGES,
  type UserDto,
} from '@ukgh/domain';
import { Fragment, useState } from 'react';
import { usePutProfile } from '../api/update-profile.ts';

/**
 * The switches that change what is sent. `push_notifications` stays in the profile (spec 000 §3) but has no
 * switch: nothing is pushed to browsers, and a switch that changes nothing would mislead.
 */
const SHOWN = NOTIFICATION_PREFERENCE_KEYS.filter((key) => key !== 'push_notifications');

const LABELS: Record<
  Exclude<NotificationPreferenceKey, 'push_notifications'>,
  { label: string; description: string }
> = {
  email_notifications: { label: 'Email notifications', description: 'Updates about your account by email' },
  sms_notifications: {
    label: 'SMS notifications',
    description:
      'A text to the phone number in your profile when a parcel is confirmed, goes out for delivery and is delivered',
  },
  whatsapp_notifications: {
    label: 'WhatsApp',
    description:
      'The same updates by WhatsApp instead of SMS, to the phone number in your profile (by SMS when WhatsApp cannot deliver them)',
  },
  booking_updates: {
    label: 'Booking updates',
    description: 'When a booking is confirmed, rejected or cancelled',
  },
  delivery_updates: { label: 'Delivery updates', description: 'As a parcel moves, and when it is delivered' },
  payment_updates: { label: 'Payment updates', description: 'Payment requests, receipts and invoices' },
};

/** Stored on the server with the profile, so they follow the customer to every device. */
export function NotificationPreferencesForm({ user }: { user: UserDto }) {
  const [prefs, setPrefs] = useState<NotificationPreferences>({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...user.notification_preferences,
  });
  const put = usePutProfile(PROFILE_MESSAGES.notificationPreferencesSaved);

  const save = () =>
    put.mutate({
      first_name: user.first_name,
      last_name: user.last_name,
      phone_e164: user.phone_e164,
      notification_preferences: prefs,
    });

  return (
    <Stack gap="md" maw={620}>
      {SHOWN.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && <Divider />}
          <Switch
            label={LABELS[key].label}
            description={LABELS[key].description}
            checked={prefs[key]}
            onChange={(e) => {
              const { checked } = e.currentTarget;
              setPrefs((current) => ({ ...current, [key]: checked }));
            }}
            labelPosition="left"
            styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
            data-testid={`pref-${key}`}
          />
        </Fragment>
      ))}
      <Group mt="sm">
        <Button onClick={save} loading={put.isPending} data-testid="save-preferences">
          Save preferences
        </Button>
      </Group>
    </Stack>
  );
}
