import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  EncodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  QRCodeWriter,
  RGBLuminanceSource,
} from '@zxing/library';
import bwipjs from 'bwip-js/generic';
import { describe, expect, it, vi } from 'vitest';
import { scanCode } from './warehouse-stages.ts';

// A headless browser has no camera, so the e2e test types the number. This test covers the other half: a label's
// Code 128 (drawn from bwip-js's bars, the generator our labels use) and a QR holding the tracking link are decoded
// by @zxing/library with the hints the camera scanner uses (Code 128 and QR only), and the text read becomes the
// code the warehouse looks up.

const TRACKING = 'UKG4820193756';

/** A grey-scale frame: `dark(x, y)` pixels black on white, with a little sensor noise. */
const frame = (width: number, height: number, dark: (x: number, y: number) => boolean) => {
  const pixels = new Uint8ClampedArray(width * height);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const noise = (seed % 31) - 15;
      pixels[y * width + x] = Math.max(0, Math.min(255, (dark(x, y) ? 30 : 230) + noise));
    }
  }
  return new RGBLuminanceSource(pixels, width, height);
};

/** The label's Code 128 as an image: bar and space widths from bwip-js, 3 px a module, quiet zones both sides. */
const code128Image = (text: string) => {
  const [symbol] = bwipjs.raw('code128', text) as { sbs: number[] }[];
  const modules: boolean[] = [];
  symbol!.sbs.forEach((w, i) => {
    for (let k = 0; k < w; k += 1) modules.push(i % 2 === 0);
  });
  const scale = 3;
  const quiet = 12 * scale;
  const width = modules.length * scale + 2 * quiet;
  return frame(
    width,
    80,
    (x) => x >= quiet && x < width - quiet && modules[Math.floor((x - quiet) / scale)]!,
  );
};

const qrImage = (text: string) => {
  const matrix = new QRCodeWriter().encode(
    text,
    BarcodeFormat.QR_CODE,
    200,
    200,
    new Map([[EncodeHintType.MARGIN, 4]]),
  );
  return frame(matrix.getWidth(), matrix.getHeight(), (x, y) => matrix.get(x, y));
};

const decode = (source: RGBLuminanceSource) => {
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]],
    ]),
  );
  // The reader tries the barcode readers before the QR one and warns about each miss; that is not news here.
  const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)));
  } finally {
    quiet.mockRestore();
  }
};

describe('scanning a label', () => {
  it('reads the tracking number from the Code 128 barcode', () => {
    const result = decode(code128Image(TRACKING));
    expect(result.getBarcodeFormat()).toBe(BarcodeFormat.CODE_128);
    expect(scanCode(result.getText())).toBe(TRACKING);
  });

  it('reads the tracking number from a QR code holding the public tracking link', () => {
    const result = decode(qrImage(`https://ukghanashipping.example/track/${TRACKING}`));
    expect(result.getBarcodeFormat()).toBe(BarcodeFormat.QR_CODE);
    expect(scanCode(result.getText())).toBe(TRACKING);
  });

  it('reads a booking code from a barcode and from typing, spaced or in lower case', () => {
    expect(scanCode(decode(code128Image('BK-7F3A9Q')).getText())).toBe('BK-7F3A9Q');
    expect(scanCode(' ukg 4820 193 756 ')).toBe(TRACKING);
    expect(scanCode('bk-7f3a9q')).toBe('BK-7F3A9Q');
  });
});
