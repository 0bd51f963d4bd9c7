import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { ScanCodeField } from './ScanCodeField.tsx';
import { codeFromScan } from './scanned-code.ts';

describe('codeFromScan', () => {
  it('reads the tracking number from a barcode, a tracking link or text around it', () => {
    expect(codeFromScan(' ukg1234567890 ')).toBe('UKG1234567890');
    expect(codeFromScan('https://example.com/track/UKG1234567890')).toBe('UKG1234567890');
    expect(codeFromScan('https://example.com/track?tracking=BK-7F3A')).toBe('BK-7F3A');
  });

  it('reads a number typed with spaces or dashes', () => {
    expect(codeFromScan('UKG 9828 4296 11')).toBe('UKG9828429611');
    expect(codeFromScan('ukg-9828-4296-11')).toBe('UKG9828429611');
  });

  it('passes a booking code on as typed, trimmed', () => {
    expect(codeFromScan('  BK7F3A9Q  ')).toBe('BK7F3A9Q');
    expect(codeFromScan('   ')).toBe('');
  });
});

describe('ScanCodeField', () => {
  it('submits the typed number, and not while the field is empty', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderPage(<ScanCodeField onSubmit={onSubmit} />);
    const find = screen.getByRole('button', { name: 'Find' });
    expect(find).toBeDisabled();
    await user.type(screen.getByLabelText('Tracking or booking number'), ' ukg1234567890{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('UKG1234567890');
  });

  it('says so when the device has no camera, and the number can still be typed', async () => {
    const user = userEvent.setup();
    renderPage(<ScanCodeField onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText('Camera not available')).toBeInTheDocument();
    expect(screen.getByText(/No camera was found on this device/)).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking or booking number')).toBeEnabled();
  });
});
