import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '@ukgh/domain';

/** Where toasts show (lib/toast.ts). Its own module so that AppProviders can load it after the first paint. */
export function Toasts() {
  return <Notifications position="top-right" limit={TOAST_LIMIT} zIndex={1000} />;
}
