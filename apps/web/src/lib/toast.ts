import { notifications } from '@mantine/notifications';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@ukgh/domain';

// Spec 000 §9: success 2000 ms, error 4000 ms, anything else the 4000 ms default.
const DEFAULT_TOAST_MS = TOAST_ERROR_MS;

/**
 * `message` is always the spec's text. `detail`, when given, is the server's reason and goes underneath,
 * so the user sees both what failed and why.
 */
const show = (color: string, autoClose: number, message: string, detail?: string) => {
  const withDetail = detail && detail !== message;
  notifications.show({
    color,
    autoClose,
    title: withDetail ? message : undefined,
    message: withDetail ? detail : message,
    withBorder: true,
  });
};

export const toast = {
  success: (message: string) => show('teal', TOAST_SUCCESS_MS, message),
  error: (message: string, detail?: string) => show('red', TOAST_ERROR_MS, message, detail),
  info: (message: string) => show('brand', DEFAULT_TOAST_MS, message),
};
