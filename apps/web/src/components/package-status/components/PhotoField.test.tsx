import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { PhotoField, usePhotoField } from './PhotoField.tsx';

const shrunk = new Blob(['small'], { type: 'image/jpeg' });
const shrinkPhoto = vi.fn<(photo: File) => Promise<Blob>>();

/** A form as the dialogs use it: the field, and a button that sends the photo (or not, `include`). */
function Harness({ send, include = true }: { send: (photo: Blob | null) => void; include?: boolean }) {
  const field = usePhotoField(shrinkPhoto);
  return (
    <>
      <PhotoField
        id="test-photo"
        label="Photo of the parcels"
        description="Take a photo"
        inputLabel="Test photo"
        previewAlt="The chosen photo"
        photo={field.photo}
        onChange={field.setPhoto}
      />
      <Button onClick={() => field.submitWith(send, include)} loading={field.preparing}>
        Send
      </Button>
    </>
  );
}

const photo = () => new File(['a large jpeg'], 'door.jpg', { type: 'image/jpeg' });

describe('PhotoField', () => {
  afterEach(() => shrinkPhoto.mockReset());

  it('asks the back camera for an image, then offers another once one is taken', async () => {
    const user = userEvent.setup();
    renderPage(<Harness send={vi.fn()} />);
    const input = screen.getByTestId('test-photo');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Test photo')).toBe(input);
    expect(screen.getByText('Take photo')).toBeInTheDocument();

    await user.upload(input, photo());
    expect(screen.getByText('Take another photo')).toBeInTheDocument();
    expect(screen.getByAltText('The chosen photo')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('sends the photo shrunk on submit', async () => {
    shrinkPhoto.mockResolvedValue(shrunk);
    const send = vi.fn();
    const user = userEvent.setup();
    renderPage(<Harness send={send} />);
    const taken = photo();
    await user.upload(screen.getByTestId('test-photo'), taken);
    expect(await screen.findByText('Take another photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(shrinkPhoto).toHaveBeenCalledWith(taken);
    expect(send.mock.calls).toEqual([[shrunk]]);
  });

  it('sends null without a photo, or when the form sends something else, and shrinks nothing', async () => {
    const user = userEvent.setup();
    const none = vi.fn();
    const { unmount } = renderPage(<Harness send={none} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(none).toHaveBeenCalledWith(null));
    unmount();

    const other = vi.fn();
    renderPage(<Harness send={other} include={false} />);
    await user.upload(screen.getByTestId('test-photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(other).toHaveBeenCalledWith(null));
    expect(shrinkPhoto).not.toHaveBeenCalled();
  });
});
