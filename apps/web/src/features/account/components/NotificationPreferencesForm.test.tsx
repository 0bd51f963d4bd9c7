import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { callsTo, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderPage } from '../../../test/render.tsx';
import { NotificationPreferencesForm } from './NotificationPreferencesForm.tsx';

describe('NotificationPreferencesForm', () => {
  const user = makeUser();
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user));
    loadSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the switches and says notification preferences were saved, not the profile', async () => {
    const fetchMock = routeFetch({
      'PUT /auth/profile/': () =>
        jsonResponse(200, {
          ...user,
          notification_preferences: { ...user.notification_preferences, sms_notifications: true },
        }),
    });
    const u = userEvent.setup();
    renderPage(<NotificationPreferencesForm user={user} />);
    await u.click(screen.getByTestId('pref-sms_notifications'));
    await u.click(screen.getByTestId('save-preferences'));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(PROFILE_MESSAGES.notificationPreferencesSaved),
    );
    expect(toast.success).not.toHaveBeenCalledWith(AUTH_MESSAGES.profileUpdated);
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /auth/profile/')[0]?.init?.body));
    expect(body.notification_preferences.sms_notifications).toBe(true);
  });

  it('saves the WhatsApp switch, off until the customer turns it on', async () => {
    const fetchMock = routeFetch({ 'PUT /auth/profile/': () => jsonResponse(200, user) });
    const u = userEvent.setup();
    renderPage(<NotificationPreferencesForm user={user} />);
    expect(screen.getByTestId('pref-whatsapp_notifications')).not.toBeChecked();
    await u.click(screen.getByTestId('pref-whatsapp_notifications'));
    await u.click(screen.getByTestId('save-preferences'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /auth/profile/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /auth/profile/')[0]?.init?.body));
    expect(body.notification_preferences).toMatchObject({
      whatsapp_notifications: true,
      sms_notifications: false,
    });
  });

  it('offers no switch for browser push, which nothing sends', () => {
    renderPage(<NotificationPreferencesForm user={user} />);
    expect(screen.getByTestId('pref-sms_notifications')).toBeTruthy();
    expect(screen.queryByTestId('pref-push_notifications')).toBeNull();
    expect(screen.queryByText(/push notifications/i)).toBeNull();
  });
});
