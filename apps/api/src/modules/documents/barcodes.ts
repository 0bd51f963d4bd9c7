import bwipjs from 'bwip-js';
import QRCode from 'qrcode';

/**
 * The label's machine-readable marks: a Code 128 of the tracking number (what scanners at the warehouse and
 * in the agents' app read) and a QR code of the public tracking page. In the PDF both are drawn as vectors,
 * so a 203 dpi thermal printer gets sharp edges; the label data call sends them as PNG data URLs for the
 * on-screen preview.
 */

/** Vertical bars of a Code 128, as bwip-js lays them out: a viewBox and stroked paths of one width each. */
export interface BarPaths {
  width: number;
  height: number;
  strokes: { width: number; d: string }[];
}

const VIEWBOX = /viewBox="0 0 ([\d.]+) ([\d.]+)"/;
const STROKE = /<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g;

export const code128Paths = (text: string): BarPaths => {
  const svg = bwipjs.toSVG({ bcid: 'code128', text, height: 12, includetext: false });
  const box = VIEWBOX.exec(svg);
  if (!box) throw new Error('bwip-js answered an SVG without a viewBox');
  return {
    width: Number(box[1]),
    height: Number(box[2]),
    strokes: [...svg.matchAll(STROKE)].map((m) => ({ width: Number(m[1]), d: m[2]! })),
  };
};

/** Dark runs of a QR code, row by row: [row, first column, length]. One rectangle per run keeps it small. */
export interface QrRuns {
  size: number;
  runs: [number, number, number][];
}

export const qrRuns = (text: string): QrRuns => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
};

/** PNG data URLs for the preview (GET …/shipping-label/). */
export const code128DataUrl = async (text: string) => {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    // The preview prints the number in words beneath it, large; no second copy inside the image.
    includetext: false,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  return `data:image/png;base64,${png.toString('base64')}`;
};

export const qrDataUrl = (text: string) =>
  QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
