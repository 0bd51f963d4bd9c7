import { type Role, settingsPath } from '@ukgh/domain';

/**
 * An admin's {role home}/settings, /admin/settings, is the system settings screen of the back-office
 * (spec 001 §2), so an admin's own account settings live at /admin/account instead. Every other role keeps
 * {role home}/settings.
 */
export const accountSettingsPath = (role: Role | string | undefined): string =>
  role === 'ADMIN' ? '/admin/account' : settingsPath(role);
