import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { TrackingNumberForm } from './TrackingNumberForm.tsx';

const form = (onTrack = vi.fn()) => (
  <MantineProvider theme={theme} env="test">
    <TrackingNumberForm onTrack={onTrack} testId="track" />
  </MantineProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('TrackingNumberForm on a prerendered page', () => {
  it('keeps a number typed before the app started, with Track enabled for it', async () => {
    // The server's HTML, typed into while the JavaScript is still on its way.
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('[data-testid="track-input"]')!;
    expect(box.defaultValue).toBe('');
    box.value = 'ukg1234567890';

    const onTrack = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, form(onTrack));
    });

    expect(screen.getByTestId('track-input')).toHaveValue('UKG1234567890');
    expect(screen.getByTestId('track-submit')).toBeEnabled();
    await act(async () => screen.getByTestId('track-submit').click());
    expect(onTrack).toHaveBeenCalledWith('UKG1234567890');
  });

  it('leaves an untouched box empty, with Track disabled', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, form());
    });
    expect(screen.getByTestId('track-input')).toHaveValue('');
    expect(screen.getByTestId('track-submit')).toBeDisabled();
  });
});

describe('TrackingNumberForm', () => {
  it('tracks a number typed with spaces or dashes as the number itself', async () => {
    for (const typed of ['ukg 9828 4296 11', 'UKG-9828-4296-11']) {
      const onTrack = vi.fn();
      const view = render(form(onTrack));
      await userEvent.type(screen.getByTestId('track-input'), typed);
      await userEvent.click(screen.getByTestId('track-submit'));
      expect(onTrack).toHaveBeenCalledWith('UKG9828429611');
      expect(screen.queryByText(/Invalid tracking number/)).toBeNull();
      view.unmount();
    }
  });
});
