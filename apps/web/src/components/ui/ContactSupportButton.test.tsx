import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { ContactSupportButton } from './ContactSupportButton.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ContactSupportButton', () => {
  it('draws the button, which opens the company’s email and phone numbers', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /company/': () =>
        jsonResponse(200, {
          support_email: 'help@example.co.uk',
          support_phone: '+44 20 7946 0321',
          ghana_phone: '+233 30 123 4567',
        }),
    });
    renderPage(<ContactSupportButton />);
    expect(screen.getByTestId('contact-support')).toHaveTextContent('Contact Support');
    await user.click(screen.getByTestId('contact-support'));
    expect(await screen.findByRole('menuitem', { name: 'help@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:help@example.co.uk',
    );
    expect(screen.getByRole('menuitem', { name: 'UK +44 20 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    expect(screen.getByRole('menuitem', { name: 'Ghana +233 30 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233301234567',
    );
  });
});
