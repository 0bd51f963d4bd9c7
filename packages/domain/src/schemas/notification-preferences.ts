// The notification switches and their defaults, apart from their schema (auth.ts): the settings pages draw
// with them and download the schemas, with zod, once they have.
export const NOTIFICATION_PREFERENCE_KEYS = [
  'email_notifications',
  'sms_notifications',
  'whatsapp_notifications',
  'push_notifications',
  'booking_updates',
  'delivery_updates',
  'payment_updates',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

/** Defaults from spec 000 §3: everything on except SMS (and WhatsApp, which is asked for). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email_notifications: true,
  sms_notifications: false,
  whatsapp_notifications: false,
  push_notifications: true,
  booking_updates: true,
  delivery_updates: true,
  payment_updates: true,
};
