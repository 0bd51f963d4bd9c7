import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGES, REGISTRATION_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../app/guards/GuestOnly.tsx';
import { getSession, loadSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const fetchMock = vi.fn<typeof fetch>();

const renderRegister = () =>
  renderRoutes(
    [
      {
        element: <GuestOnly to="/dashboard" />,
        children: [{ path: '/register', element: <RegisterPage /> }],
      },
      { path: '/dashboard', element: <h1>Customer home</h1> },
    ],
    '/register',
  );

type Fields = Partial<Record<'first' | 'last' | 'email' | 'phone' | 'password' | 'confirm', string>>;

const fill = async (user: ReturnType<typeof userEvent.setup>, fields: Fields) => {
  const ids: Record<keyof Fields, string> = {
    first: 'register-first-name',
    last: 'register-last-name',
    email: 'register-email',
    phone: 'register-phone',
    password: 'register-password',
    confirm: 'register-password-confirm',
  };
  for (const [key, value] of Object.entries(fields) as [keyof Fields, string][]) {
    await user.clear(screen.getByTestId(ids[key]));
    if (value) await user.type(screen.getByTestId(ids[key]), value);
  }
};

const complete: Fields = {
  first: 'Ama',
  last: 'Mensah',
  email: 'ama@example.com',
  password: 'Sunshine1!',
  confirm: 'Sunshine1!',
};

const submit = () => fireEvent.submit(screen.getByTestId('register-form'));
const formError = () => screen.getByTestId('form-error');

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    localStorage.clear();
    loadSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('submit button', () => {
    it('is disabled until the passwords match and the strength score is at least 2', async () => {
      const user = userEvent.setup();
      renderRegister();
      const button = screen.getByTestId('register-submit');
      expect(button).toBeDisabled();

      await fill(user, { password: 'abcdefgh', confirm: 'abcdefgh' }); // lowercase + length: score 2
      expect(button).toBeEnabled();

      await fill(user, { password: 'abcdefg', confirm: 'abcdefg' }); // lowercase only: score 1
      expect(button).toBeDisabled();

      await fill(user, { password: 'Sunshine1!', confirm: 'Sunshine1?' });
      expect(button).toBeDisabled();
    });
  });

  describe('strength meter', () => {
    it.each([
      ['abc', 'Weak'],
      ['abcDEF', 'Medium'],
      ['abcDEF12', 'Strong'],
      ['Sunshine1!', 'Strong'],
    ])('labels %s as %s', async (password, label) => {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { password });
      expect(screen.getByTestId('password-strength-label')).toHaveTextContent(label);
    });

    it('shows whether the confirmation matches', async () => {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { password: 'Sunshine1!', confirm: 'Sunshine' });
      expect(screen.getByTestId('password-match')).toHaveTextContent('Passwords do not match');
      await fill(user, { confirm: 'Sunshine1!' });
      expect(screen.getByTestId('password-match')).toHaveTextContent('Passwords match');
    });
  });

  describe('validation messages', () => {
    it("says 'Please fill in all required fields' when a required field is blank", async () => {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { ...complete, last: '' });
      await user.click(screen.getByTestId('register-submit'));
      expect(formError()).toHaveTextContent('Please fill in all required fields');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("says 'Password must be at least 8 characters long' for a short password", async () => {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { ...complete, password: 'Abc12!', confirm: 'Abc12!' });
      await user.click(screen.getByTestId('register-submit'));
      expect(formError()).toHaveTextContent('Password must be at least 8 characters long');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("says 'Passwords do not match' when the form is sent with different passwords", async () => {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { ...complete, confirm: 'Sunshine2!' });
      submit();
      expect(formError()).toHaveTextContent('Passwords do not match');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("says 'Please enter a valid email address' for an address without a domain", async () => {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { ...complete, email: 'ama@example' });
      await user.click(screen.getByTestId('register-submit'));
      expect(formError()).toHaveTextContent('Please enter a valid email address');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('registers a customer, says so and goes to /dashboard', async () => {
    const created = makeUser();
    fetchMock.mockResolvedValue(jsonResponse(201, { tokens: { access: 'jwt' }, user: created }));
    const user = userEvent.setup();
    const { router } = renderRegister();

    await fill(user, complete);
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('Customer home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/register/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      first_name: 'Ama',
      last_name: 'Mensah',
      email: 'ama@example.com',
      phone_e164: null,
      password: 'Sunshine1!',
      password_confirm: 'Sunshine1!',
      role: 'CUSTOMER',
    });
    expect(getSession()?.token).toBe('jwt');
    expect(toast.success).toHaveBeenCalledWith('Registration successful!');
  });

  it("shows the server's field errors joined in one toast and stays on the form", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Validation failed',
        error: 'Bad Request',
        code: 'validation_error',
        details: { email: ['This email is already registered'], phone_e164: ['Invalid phone'] },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRegister();
    await fill(user, { ...complete, phone: '07700 900123' });
    await user.click(screen.getByTestId('register-submit'));

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This email is already registered, Invalid phone'),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    // The server's phone message is shown on the field too.
    await vi.waitFor(() =>
      expect(screen.getByTestId('register-phone')).toHaveAccessibleDescription(/Invalid phone/),
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(getSession()).toBeNull();
  });

  it('sends a UK number typed the national way as E.164', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { tokens: { access: 'jwt' }, user: makeUser() }));
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...complete, phone: '07700 900123' });
    await user.click(screen.getByTestId('register-submit'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body.phone_e164).toBe('+447700900123');
  });

  it('shows an invalid phone under the field, not only in a toast, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fill(user, { ...complete, phone: '12345' });
    await user.click(screen.getByTestId('register-submit'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('register-phone')).toHaveAccessibleDescription(
        expect.stringContaining(PHONE_MESSAGES.invalid),
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the phone rule cannot be downloaded, and asks to try again', async () => {
    vi.doMock('../phone-rule.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const user = userEvent.setup();
      renderRegister();
      await fill(user, { ...complete, phone: '07700 900123' });
      await user.click(screen.getByTestId('register-submit'));
      expect(await screen.findByTestId('form-error')).toHaveTextContent(REGISTRATION_MESSAGES.failed);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('../phone-rule.ts');
    }
  });
});
