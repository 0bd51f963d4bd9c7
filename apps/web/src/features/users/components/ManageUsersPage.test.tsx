import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_STATES,
  ROLE_LABELS,
  STAFF_ROLES,
  USER_FORM_MESSAGES,
  USER_MESSAGES,
  type UserDto,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, makeUser, renderPage } from '../../../test/render.tsx';
import { ManageUsersPage } from './ManageUsersPage.tsx';

const me = makeUser({
  id: 'a0000000-0000-4000-8000-000000000001',
  role: 'ADMIN',
  first_name: 'Efua',
  full_name: 'Efua Mensah',
});
const agent = makeUser({
  id: 'b0000000-0000-4000-8000-000000000002',
  role: 'PICKUP',
  first_name: 'Kojo',
  last_name: 'Asante',
  full_name: 'Kojo Asante',
  email: 'kojo@example.com',
  phone_e164: '+447700900123',
});

// Filling the whole Add User form types dozens of keys: slow on a busy machine.
const TYPING_TIMEOUT = 20_000;

const fetchMock = vi.fn<typeof fetch>();
type Handler = (url: string, init?: RequestInit) => Response | undefined;
let override: Handler = () => undefined;
const requests = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u).startsWith(`/api/v1${path}`) && (init?.method ?? 'GET') === method,
  );
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body));

const page = (results: UserDto[]) => ({ count: results.length, next: null, previous: null, results });

describe('ManageUsersPage (spec 001 §5, §8)', () => {
  beforeEach(() => {
    setSession('jwt', me);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
    override = () => undefined;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const custom = override(url, init);
      if (custom) return custom;
      const method = init?.method ?? 'GET';
      if (url.startsWith('/api/v1/auth/users/?') && method === 'GET')
        return jsonResponse(200, page([me, agent]));
      if (url === `/api/v1/auth/users/${agent.id}/` && method === 'GET') return jsonResponse(200, agent);
      if (url === '/api/v1/auth/users/create/') return jsonResponse(201, agent);
      if (url.startsWith(`/api/v1/auth/users/${agent.id}/`) && method === 'PATCH')
        return jsonResponse(200, { ...agent, ...bodyOf([input, init]) });
      if (url === `/api/v1/auth/users/${agent.id}/` && method === 'DELETE')
        return new Response(null, { status: 204 });
      return jsonResponse(404, {});
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const openAddUser = async (user: ReturnType<typeof userEvent.setup>) => {
    renderPage(<ManageUsersPage />);
    await screen.findByText('Kojo Asante');
    await user.click(screen.getByTestId('add-user'));
    return screen.findByTestId('add-user-form');
  };

  it('lists the role picked in the role filter, and every role again with All roles', async () => {
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await screen.findByText('Kojo Asante');
    const filter = screen.getByTestId('users-role-filter');
    await user.selectOptions(filter, ROLE_LABELS.PICKUP);
    await vi.waitFor(() => expect(requests('GET', '/auth/users/?').at(-1)?.[0]).toContain('role=PICKUP'));
    await user.selectOptions(filter, 'All roles');
    await vi.waitFor(() =>
      expect(String(requests('GET', '/auth/users/?').at(-1)?.[0])).not.toContain('role='),
    );
  });

  it('Add User says what is missing, word for word, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openAddUser(user);
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    for (const message of [
      USER_FORM_MESSAGES.emailRequired,
      USER_FORM_MESSAGES.firstNameRequired,
      USER_FORM_MESSAGES.lastNameRequired,
      USER_FORM_MESSAGES.roleRequired,
      USER_FORM_MESSAGES.passwordRequired,
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();
    expect(requests('POST', '/auth/users/create/')).toEqual([]);
  });

  it(
    "Add User: 'Email is invalid', 'Password must be at least 8 characters', 'Passwords do not match'",
    async () => {
      const user = userEvent.setup();
      const form = await openAddUser(user);
      await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
      await user.type(within(form).getByLabelText(/^Password/), 'short');
      await user.type(within(form).getByLabelText(/^Confirm password/), 'different');
      await user.click(within(form).getByRole('button', { name: 'Create User' }));
      expect(within(form).getByText(USER_FORM_MESSAGES.emailInvalid)).toBeInTheDocument();
      expect(within(form).getByText(USER_FORM_MESSAGES.passwordTooShort)).toBeInTheDocument();
      expect(within(form).getByText(USER_FORM_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    },
    TYPING_TIMEOUT,
  );

  const fillAddUser = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
    await user.type(within(form).getByLabelText(/^First name/), 'Abena');
    await user.type(within(form).getByLabelText(/^Last name/), 'Osei');
    await user.type(within(form).getByLabelText(/^Email/), 'abena@example.com');
    await user.click(within(form).getByRole('textbox', { name: /^Role/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: ROLE_LABELS.WAREHOUSE }),
    );
    await user.type(within(form).getByLabelText(/^Password/), 'Warehouse1');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Warehouse1');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
  };

  it(
    "creates a user without a phone, never sends the confirmation, says 'User created successfully'",
    async () => {
      const user = userEvent.setup();
      await fillAddUser(user, await openAddUser(user));
      await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(USER_MESSAGES.created));
      const [call] = requests('POST', '/auth/users/create/');
      expect(bodyOf(call!)).toEqual({
        email: 'abena@example.com',
        first_name: 'Abena',
        last_name: 'Osei',
        phone_e164: null,
        role: 'WAREHOUSE',
        password: 'Warehouse1',
      });
    },
    TYPING_TIMEOUT,
  );

  it.each([
    [
      'the server error',
      jsonResponse(409, { error: 'A user with this email already exists' }),
      'A user with this email already exists',
    ],
    ['else the fallback', jsonResponse(500, {}), USER_MESSAGES.createFailed],
  ])(
    'a failed create shows %s',
    async (_name, response, shown) => {
      override = (url) => (url === '/api/v1/auth/users/create/' ? response : undefined);
      const user = userEvent.setup();
      await fillAddUser(user, await openAddUser(user));
      await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
      expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(shown);
    },
    TYPING_TIMEOUT,
  );

  it('View shows the user from GET /auth/users/{id}/', async () => {
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'View Kojo Asante' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('+447700900123')).toBeInTheDocument();
    await vi.waitFor(() => expect(requests('GET', `/auth/users/${agent.id}/`)).toHaveLength(1));
  });

  it("View: 'Failed to fetch user details' when the call fails", async () => {
    override = (url, init) =>
      url === `/api/v1/auth/users/${agent.id}/` && (init?.method ?? 'GET') === 'GET'
        ? jsonResponse(500, {})
        : undefined;
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'View Kojo Asante' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(USER_MESSAGES.fetchDetailsFailed);
  });

  it('Edit offers only the four staff roles and saves with the spec toast', async () => {
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kojo Asante' }));
    const form = await screen.findByRole('form', { name: 'Edit user' });
    await user.click(within(form).getByRole('textbox', { name: /^Role/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(STAFF_ROLES.map((role) => ROLE_LABELS[role]));
    await user.click(within(listbox).getByRole('option', { name: ROLE_LABELS.DELIVERY }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(USER_MESSAGES.updated));
    expect(bodyOf(requests('PATCH', `/auth/users/${agent.id}/`)[0]!)).toMatchObject({ role: 'DELIVERY' });
  });

  it("Edit: 'Failed to update user' when the save fails", async () => {
    override = (_url, init) => (init?.method === 'PATCH' ? jsonResponse(500, {}) : undefined);
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kojo Asante' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(USER_MESSAGES.updateFailed);
  });

  it('deactivates and activates with the spec toasts, and says when it fails', async () => {
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('switch', { name: 'Deactivate Kojo Asante' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(USER_MESSAGES.deactivated));
    expect(bodyOf(requests('PATCH', `/auth/users/${agent.id}/deactivate/`)[0]!)).toEqual({
      is_active: false,
    });

    override = (url, init) =>
      url.startsWith('/api/v1/auth/users/?') && (init?.method ?? 'GET') === 'GET'
        ? jsonResponse(200, page([me, { ...agent, is_active: false }]))
        : undefined;
    vi.mocked(toast.success).mockReset();
    renderPage(<ManageUsersPage />);
    const activate = await screen.findAllByRole('switch', { name: 'Activate Kojo Asante' });
    await user.click(activate.at(-1)!);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(USER_MESSAGES.activated));

    override = (_url, init) => (init?.method === 'PATCH' ? jsonResponse(500, {}) : undefined);
    await user.click((await screen.findAllByRole('switch', { name: /activate Kojo Asante/i })).at(-1)!);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(USER_MESSAGES.statusUpdateFailed);
  });

  it('deletes only after confirmation, with the spec toasts', async () => {
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Kojo Asante' }));
    expect(requests('DELETE', '/auth/users/')).toEqual([]);
    expect(screen.getByText(/Are you sure you want to delete Kojo Asante/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(USER_MESSAGES.deleted));
    expect(requests('DELETE', `/auth/users/${agent.id}/`)).toHaveLength(1);
  });

  it("says 'Failed to delete user' when the delete fails", async () => {
    override = (_url, init) => (init?.method === 'DELETE' ? jsonResponse(500, {}) : undefined);
    const user = userEvent.setup();
    renderPage(<ManageUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Kojo Asante' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(USER_MESSAGES.deleteFailed);
  });

  it("shows 'No users found' for an empty list and 'Failed to fetch users' when the list fails", async () => {
    override = (url) => (url.startsWith('/api/v1/auth/users/?') ? jsonResponse(200, page([])) : undefined);
    const first = renderPage(<ManageUsersPage />);
    expect(await screen.findByText(EMPTY_STATES.users)).toBeInTheDocument();
    first.unmount();

    override = (url) => (url.startsWith('/api/v1/auth/users/?') ? jsonResponse(500, {}) : undefined);
    renderPage(<ManageUsersPage />);
    expect(await screen.findByText(USER_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(USER_MESSAGES.fetchFailed);
  });
});
