import type PDFDocument from 'pdfkit';
import { type BarPaths, code128Paths, type QrRuns, qrRuns } from './barcodes.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a Code 128 as vector bars filling `width` × `height` at (x, y). */
export const drawCode128 = (
  doc: Doc,
  bars: BarPaths,
  x: number,
  y: number,
  width: number,
  height: number,
) => {
  doc.save();
  doc.translate(x, y).scale(width / bars.width, height / bars.height);
  for (const stroke of bars.strokes)
    doc.path(stroke.d).lineWidth(stroke.width).lineCap('butt').stroke('#000000');
  doc.restore();
};

/** Draws a QR code `size` points square at (x, y); the caller leaves the quiet zone around it white. */
export const drawQr = (doc: Doc, qr: QrRuns, x: number, y: number, size: number) => {
  const m = size / qr.size;
  doc.save();
  // A hair of overlap so neighbouring runs never leave a white seam when rasterised.
  for (const [row, col, length] of qr.runs) doc.rect(x + col * m, y + row * m, length * m + 0.05, m + 0.05);
  doc.fill('#000000');
  doc.restore();
};

/** The marks of one tracking number, made once per booking however many item pages it has. */
export const trackingMarks = (trackingNumber: string, trackingUrl: string) => ({
  bars: code128Paths(trackingNumber),
  qr: qrRuns(trackingUrl),
});
export type TrackingMarks = ReturnType<typeof trackingMarks>;

const COUNTRIES: Record<string, string> = { GB: 'United Kingdom', GH: 'Ghana' };
export const countryName = (code: string | null | undefined) =>
  (code && COUNTRIES[code.toUpperCase()]) ?? code ?? '';

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
export const formatDate = (date: Date | null | undefined) => (date ? LONDON_DATE.format(date) : '');

export const formatKg = (kg: number) => `${Number(kg.toFixed(2))} kg`;

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const NUMBER2 = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatGbp = (gbp: number) => GBP.format(gbp);
/** 'GHS 1,234.56': the standard PDF fonts have no cedi sign. */
export const formatGhs = (ghs: number) => `GHS ${NUMBER2.format(ghs)}`;
