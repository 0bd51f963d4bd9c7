import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_PASSWORDS_DO_NOT_MATCH, PHONE_MESSAGES, PROFILE_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { callsTo, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderPage } from '../../../test/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

const CHANGE = 'POST /auth/profile/change-password/';
const PATCH = 'PATCH /auth/profile/update/';

describe('the account forms (checked by the schemas the server uses, downloaded after they draw)', () => {
  const user = makeUser({ phone_e164: null });
  beforeEach(() => setSession('jwt', user));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('says what is wrong with a password change and sends nothing', async () => {
    const fetchMock = routeFetch({ [CHANGE]: () => jsonResponse(200, {}) });
    const u = userEvent.setup();
    renderPage(<ChangePasswordForm />);
    await u.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'New-pass1');
    await u.type(screen.getByLabelText(/Confirm new password/, { selector: 'input' }), 'New-pass2');
    await u.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm new password/, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGE_PASSWORDS_DO_NOT_MATCH),
    );
    expect(callsTo(fetchMock, CHANGE)).toEqual([]);
  });

  it('changes the password once the form is right', async () => {
    const fetchMock = routeFetch({ [CHANGE]: () => jsonResponse(200, { tokens: { access: 'new' } }) });
    const u = userEvent.setup();
    renderPage(<ChangePasswordForm />);
    await u.type(screen.getByLabelText(/Current password/, { selector: 'input' }), 'Old-pass1');
    await u.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'New-pass1');
    await u.type(screen.getByLabelText(/Confirm new password/, { selector: 'input' }), 'New-pass1');
    await u.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PROFILE_MESSAGES.passwordChanged));
    expect(JSON.parse(String(callsTo(fetchMock, CHANGE)[0]?.init?.body))).toEqual({
      current_password: 'Old-pass1',
      new_password: 'New-pass1',
      new_password_confirm: 'New-pass1',
    });
  });

  it('refuses a phone of neither country under its field, then saves it with a UK number', async () => {
    const fetchMock = routeFetch({
      [PATCH]: () => jsonResponse(200, { ...user, phone_e164: '+447700900123' }),
    });
    const u = userEvent.setup();
    renderPage(<ProfileDetailsForm user={user} />);
    const phone = screen.getByLabelText(/Phone/, { selector: 'input' });
    await u.type(phone, '12345');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_MESSAGES.invalid)),
    );
    expect(callsTo(fetchMock, PATCH)).toEqual([]);

    await u.clear(phone);
    await u.type(phone, '07700 900123');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PROFILE_MESSAGES.updated));
    expect(JSON.parse(String(callsTo(fetchMock, PATCH)[0]?.init?.body))).toMatchObject({
      phone_e164: '07700 900123',
    });
  });
});
