import { LABEL_PAGE_SIZE, type LabelItem } from '@ukgh/domain';
import PDFDocument from 'pdfkit';
import {
  countryName,
  drawCode128,
  drawQr,
  formatDate,
  formatKg,
  type TrackingMarks,
  trackingMarks,
} from './pdf-draw.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** Everything printed on one booking's labels (one page per item). */
export interface LabelSheet {
  company: { name: string; line1: string; city: string; postcode: string; country: string; phone: string };
  bookingCode: string;
  trackingNumber: string;
  trackingUrl: string;
  /** 'Ship' or 'Flight', and how it travels ('sea', 'air'). */
  service: { label: string; mode: string };
  recipient: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    postcode: string | null;
    regionName: string;
    country: string;
    phone: string | null;
  };
  senderName: string;
  fragile: boolean;
  date: Date;
  items: LabelItem[];
}

const { width: W, height: H } = LABEL_PAGE_SIZE;
const M = 12; // margin
const INNER = W - 2 * M;
const INK = '#000000';
const GREY = '#444444';

/** A small caps caption above a value, as carriers print them. */
const caption = (doc: Doc, text: string, x: number, y: number, width = INNER) =>
  doc
    .font('Helvetica-Bold')
    .fontSize(6.5)
    .fillColor(GREY)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6, lineBreak: false });

/**
 * One line that never wraps or spills onto another page: too long is cut with an ellipsis. With `fit`, a
 * value that must be read whole is set smaller until it fits (down to 70 %), on the same baseline: a booking
 * code of wide letters (BK-WMWMWMWM) is wider than its cell at the cell's size.
 */
const line = (
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  bold = false,
  width = INNER,
  fit = false,
) => {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  // A little room to spare: PDFKit cuts a line that is as wide as its box to the hundredth.
  const fitted = fit
    ? Math.max(size * 0.7, Math.min(size, (size * width * 0.98) / doc.widthOfString(text)))
    : size;
  return doc
    .fontSize(fitted)
    .fillColor(INK)
    .text(text, x, y + (size - fitted) * 0.8, {
      width,
      height: size * 1.3,
      lineBreak: false,
      ellipsis: true,
    });
};

/**
 * Text printed whole within a fixed height: wrapped, at the largest size that fits. A street given as a
 * landmark ("opposite the blue gate behind Kejetia Market") is how the driver finds the house, so it is never cut.
 */
const wrapped = (doc: Doc, text: string, x: number, y: number, width: number, height: number) => {
  doc.font('Helvetica').fillColor(INK);
  const size =
    [11, 10, 9, 8, 7, 6].find((s) => doc.fontSize(s).heightOfString(text, { width }) <= height) ?? 6;
  doc.fontSize(size).text(text, x, y, { width, lineGap: 0 });
};

const rule = (doc: Doc, y: number, weight = 1) =>
  doc
    .moveTo(M, y)
    .lineTo(W - M, y)
    .lineWidth(weight)
    .stroke(INK);

const drawLabelPage = (doc: Doc, sheet: LabelSheet, marks: TrackingMarks, item: LabelItem) => {
  doc.addPage({ size: [W, H], margin: 0 });
  // Outer frame: where to cut or peel.
  doc
    .rect(6, 6, W - 12, H - 12)
    .lineWidth(1.5)
    .stroke(INK);

  // From: the company, with its UK address; the service level boxed on the right.
  const boxW = 78;
  caption(doc, 'From', M + 4, M + 4);
  line(doc, sheet.company.name, M + 4, M + 13, 12, true, INNER - boxW - 12);
  line(doc, sheet.company.line1, M + 4, M + 28, 7.5, false, INNER - boxW - 12);
  line(
    doc,
    `${sheet.company.city} ${sheet.company.postcode}, ${countryName(sheet.company.country)}`,
    M + 4,
    M + 37.5,
    7.5,
    false,
    INNER - boxW - 12,
  );
  line(doc, `Tel ${sheet.company.phone}`, M + 4, M + 47, 7.5, false, INNER - boxW - 12);
  const boxX = W - M - boxW - 2;
  doc.rect(boxX, M + 4, boxW, 50).fill(INK);
  doc
    .font('Helvetica-Bold')
    .fontSize(19)
    .fillColor('#FFFFFF')
    .text(sheet.service.label.toUpperCase(), boxX, M + 12, {
      width: boxW,
      align: 'center',
      lineBreak: false,
    });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(`by ${sheet.service.mode}`, boxX, M + 36, { width: boxW, align: 'center', lineBreak: false });
  rule(doc, 72, 1.5);

  // Ship to: the recipient in Ghana, largest on the page.
  const x = M + 4;
  const w = INNER - 8;
  caption(doc, 'Ship to', x, 78);
  let y = 88;
  line(doc, sheet.recipient.name.toUpperCase(), x, y, 15, true, w);
  y += 20;
  // The street lines together in the room of two lines.
  wrapped(doc, [sheet.recipient.line1, sheet.recipient.line2].filter(Boolean).join(', '), x, y, w, 27);
  y += 28;
  line(
    doc,
    `${sheet.recipient.city.toUpperCase()}${sheet.recipient.postcode ? `  ${sheet.recipient.postcode}` : ''}`,
    x,
    y,
    12,
    true,
    w,
  );
  y += 15.5;
  line(doc, `${sheet.recipient.regionName} Region`, x, y, 11, false, w);
  y += 14;
  line(doc, countryName(sheet.recipient.country).toUpperCase(), x, y, 12, true, w);
  y += 16;
  if (sheet.recipient.phone) line(doc, `Tel ${sheet.recipient.phone}`, x, y, 10.5, false, w);
  rule(doc, 206, 1.5);

  // Weight, item and booking in three cells.
  const cells: [string, string][] = [
    ['Weight', formatKg(item.weight_kg)],
    ['Item', item.item_number],
    ['Booking', sheet.bookingCode],
  ];
  const cellW = INNER / 3;
  cells.forEach(([label, value], i) => {
    const cx = M + i * cellW;
    if (i > 0) doc.moveTo(cx, 206).lineTo(cx, 240).lineWidth(1).stroke(INK);
    caption(doc, label, cx + 5, 212, cellW - 8);
    line(doc, value, cx + 5, 222, i === 2 ? 10 : 12, true, cellW - 8, true);
  });
  rule(doc, 240, 1.5);

  // Fragile mark and contents on the left, the tracking QR on the right.
  const qrSize = 82;
  const qrX = W - M - qrSize - 6;
  const leftW = qrX - x - 10;
  let ly = 248;
  if (sheet.fragile) {
    doc.rect(x, ly, leftW, 34).lineWidth(2).stroke(INK);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor(INK)
      .text('FRAGILE', x, ly + 5, { width: leftW, align: 'center', lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('HANDLE WITH CARE · THIS WAY UP', x, ly + 23, {
        width: leftW,
        align: 'center',
        lineBreak: false,
      });
    ly += 42;
  }
  caption(doc, 'Contents', x, ly, leftW);
  line(doc, item.description, x, ly + 9, 9, false, leftW);
  caption(doc, 'Sender', x, ly + 24, leftW);
  line(doc, sheet.senderName, x, ly + 33, 9, false, leftW);
  if (!sheet.fragile) {
    caption(doc, 'Date', x, ly + 48, leftW);
    line(doc, formatDate(sheet.date), x, ly + 57, 9, false, leftW);
  }
  drawQr(doc, marks.qr, qrX, 246, qrSize);
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(GREY)
    .text('Scan to track', qrX, 330, { width: qrSize, align: 'center', lineBreak: false });
  rule(doc, 342, 1.5);

  // The tracking number: a Code 128 with quiet zones either side, and in words beneath.
  caption(doc, 'Tracking number', x, 348);
  const barW = 210;
  drawCode128(doc, marks.bars, (W - barW) / 2, 358, barW, 46);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(sheet.trackingNumber, M, 407, {
    width: INNER,
    align: 'center',
    characterSpacing: 2,
    lineBreak: false,
  });
};

/** A PDF of these bookings' labels, one 4in × 6in page per item, in order. Drawn page by page as it streams. */
export const createLabelsPdf = (title: string, author: string) =>
  new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: author, Subject: 'Shipping labels' },
  });

/**
 * A booking's pages, one step per page, so the caller can give the event loop a turn between pages (a
 * booking holds up to 200 items). Its barcode and QR code are made with its first page, once for all items.
 */
export function* labelPageSteps(doc: Doc, sheet: LabelSheet): Generator<() => void> {
  let marks: ReturnType<typeof trackingMarks> | null = null;
  for (const item of sheet.items) {
    yield () => {
      marks ??= trackingMarks(sheet.trackingNumber, sheet.trackingUrl);
      drawLabelPage(doc, sheet, marks, item);
    };
  }
}
