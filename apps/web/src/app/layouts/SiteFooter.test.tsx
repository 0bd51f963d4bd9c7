import { screen, within } from '@testing-library/react';
import { COMPANY_DEFAULTS } from '@ukgh/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const answerCompany = (overrides: Record<string, unknown>) =>
  routeFetch({ 'GET /company/': () => jsonResponse(200, { ...COMPANY_DEFAULTS, ...overrides }) });

describe('SiteFooter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows no social icons while the company has set none', async () => {
    answerCompany({});
    renderPage(<SiteFooter />);
    expect(await screen.findByText(COMPANY_DEFAULTS.support_email)).toBeInTheDocument();
    expect(screen.queryByTestId('footer-social')).not.toBeInTheDocument();
    expect(document.querySelector('footer a[href="#"]')).toBeNull();
  });

  it('shows each profile that is set, named for screen readers and opening the real address', async () => {
    answerCompany({
      support_email: 'hello@example.com',
      facebook_url: 'https://www.facebook.com/ukghanashipping',
      whatsapp_url: 'https://wa.me/442079460321',
    });
    renderPage(<SiteFooter />);
    const social = within(await screen.findByTestId('footer-social'));
    expect(social.getByRole('link', { name: /on Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/ukghanashipping',
    );
    expect(social.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/442079460321',
    );
    expect(social.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('hello@example.com')).toHaveAttribute('href', 'mailto:hello@example.com');
  });
});
