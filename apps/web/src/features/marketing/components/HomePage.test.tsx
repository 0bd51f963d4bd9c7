import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACKING_MESSAGES } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { HomePage } from './HomePage.tsx';

const renderHome = () =>
  renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/track/:code', element: <h1>Tracking page</h1> },
    ],
    '/',
  );

describe('HomePage', () => {
  it('tracks from the hero: disabled while blank, explains a malformed number, opens a good one', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    const input = screen.getByTestId('hero-track-input');
    const submit = screen.getByTestId('hero-track-submit');
    expect(submit).toBeDisabled();

    await user.type(input, 'UKG12345');
    await user.click(submit);
    expect(screen.getByTestId('hero-track-error')).toHaveTextContent(TRACKING_MESSAGES.invalidFormat);
    expect(router.state.location.pathname).toBe('/');

    await user.clear(input);
    await user.type(input, 'ukg1234567890{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/track/UKG1234567890'));
  });

  it('carries no customer testimonials', () => {
    renderHome();
    expect(screen.queryByText(/what our customers say/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Akosua M\.|Kwame A\.|Efua B\./)).not.toBeInTheDocument();
  });
});
