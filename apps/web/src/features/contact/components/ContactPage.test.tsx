import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loadSession } from '../../../lib/auth-store.ts';
import { jsonResponse, makeUser, renderPage } from '../../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

const fetchMock = vi.fn<typeof fetch>();
const fill = async (user: ReturnType<typeof userEvent.setup>, testId: string, text: string) => {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
};
const contactCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/contact/');

describe('ContactPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/v1/contact/'
        ? jsonResponse(201, { message: 'Thanks, we will reply soon.' })
        : jsonResponse(404, {}),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the support email, phone and offices', () => {
    renderPage(<ContactPage />);
    expect(screen.getByTestId('contact-email')).toHaveTextContent('support@ukghanashipping.com');
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('+44 20 7946 0321');
    expect(screen.getByText('London, UK & Accra, Ghana')).toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    // The form is loaded just after the page (ContactPage.tsx).
    await screen.findByTestId('contact-submit');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(contactCalls()).toEqual([]);
  });

  it('sends the message and shows the answer', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await screen.findByTestId('contact-submit');
    await fill(user, 'contact-name', 'Kojo Boateng');
    await fill(user, 'contact-email-input', 'kojo@example.com');
    await fill(user, 'contact-subject', 'Three barrels to Kumasi');
    await fill(user, 'contact-message', 'When is the next sailing?');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Thanks, we will reply soon.');
    expect(JSON.parse(String(contactCalls()[0]?.[1]?.body))).toMatchObject({
      name: 'Kojo Boateng',
      email: 'kojo@example.com',
      subject: 'Three barrels to Kumasi',
      message: 'When is the next sailing?',
    });
    expect(screen.getByTestId('contact-name')).toHaveValue('');
  });

  it("fills in a signed-in customer's name, email and phone, and keeps them after sending", async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify(
        makeUser({ full_name: 'Ama Mensah', email: 'ama@example.com', phone_e164: '+447700900123' }),
      ),
    );
    loadSession();
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await screen.findByTestId('contact-submit');
    expect(screen.getByTestId('contact-name')).toHaveValue('Ama Mensah');
    expect(screen.getByTestId('contact-email-input')).toHaveValue('ama@example.com');
    expect(screen.getByTestId('contact-phone-input')).toHaveValue('+447700900123');

    await fill(user, 'contact-subject', 'Collection time');
    await fill(user, 'contact-message', 'Can the driver come after 5pm?');
    await user.click(screen.getByTestId('contact-submit'));
    await screen.findByTestId('contact-sent');
    expect(JSON.parse(String(contactCalls()[0]?.[1]?.body))).toMatchObject({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '+447700900123',
    });
    expect(screen.getByTestId('contact-name')).toHaveValue('Ama Mensah');
    expect(screen.getByTestId('contact-subject')).toHaveValue('');
  });
});
