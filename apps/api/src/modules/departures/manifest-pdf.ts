import { DEPARTURE_MODE_LABELS, DEPARTURE_PORTS, type Manifest, manifestCounts } from '@ukgh/domain';
import PDFDocument from 'pdfkit';
import type { DepartureRow } from '../../db/schema.ts';
import { formatDate, formatGbp, formatGhs, formatKg } from '../documents/pdf-draw.ts';

type Doc = InstanceType<typeof PDFDocument>;

const NAVY = '#0b2a5b';
const INK = '#1a1a1a';
const MUTED = '#5c6470';
const LINE = '#d5dae1';
/** A4 landscape: the manifest is a wide table. */
const PAGE = { width: 841.89, height: 595.28 };
const M = 36;
const ROW_H = 26;

/** The columns: header, width, and the cell of a line. */
const COLUMNS: { title: string; width: number; align?: 'right' }[] = [
  { title: 'Tracking / booking', width: 92 },
  { title: 'Sender', width: 92 },
  { title: 'Consignee, Ghana address and phone', width: 186 },
  { title: 'Description', width: 118 },
  { title: 'Qty', width: 32, align: 'right' },
  { title: 'Weight', width: 58, align: 'right' },
  { title: 'Value GBP', width: 74, align: 'right' },
  { title: 'Value GHS', width: 117, align: 'right' },
];

export const createManifestPdf = (title: string, author: string) =>
  new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: author, Subject: 'Cargo manifest' },
  });

/** A cell's first line in bold ink, the others smaller and muted. */
const fontOf = (doc: Doc, line: number) =>
  doc
    .font(line === 0 ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(line === 0 ? 8 : 7)
    .fillColor(line === 0 ? INK : MUTED);

const LINE_GAP = 1;

/** The height a cell's lines take wrapped at its width: an address is printed whole, never cut short. */
const cellHeight = (doc: Doc, lines: string[], width: number) =>
  lines.reduce((height, value, i) => {
    fontOf(doc, i);
    return height + doc.heightOfString(value || ' ', { width: width - 6 }) + LINE_GAP;
  }, 0);

const cell = (doc: Doc, lines: string[], x: number, y: number, width: number, align?: 'right') => {
  let top = y;
  lines.forEach((value, i) => {
    fontOf(doc, i);
    doc.text(value, x, top, { width: width - 6, align });
    top += doc.heightOfString(value || ' ', { width: width - 6 }) + LINE_GAP;
  });
};

const header = (doc: Doc, departure: DepartureRow, company: string, page: number) => {
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  doc.rect(0, 0, PAGE.width, 6).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY);
  doc.text(`Cargo manifest — ${company}`, M, 24, { lineBreak: false });
  const unit = departure.mode === 'sea' ? 'Container' : 'Air waybill';
  const facts = [
    `${DEPARTURE_MODE_LABELS[departure.mode]} freight to ${DEPARTURE_PORTS[departure.mode]}`,
    `${departure.carrier} · ${departure.vesselOrFlight}`,
    `${unit}: ${departure.containerOrAwb ?? 'not yet issued'}`,
    `ETD ${formatDate(departure.etd)} · ETA ${formatDate(departure.eta)}`,
  ];
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(facts.join('    '), M, 46, { lineBreak: false });
  doc.fontSize(8).fillColor(MUTED);
  doc.text(`Page ${page}`, PAGE.width - M - 60, 26, { width: 60, align: 'right', lineBreak: false });
  let x = M;
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(MUTED);
  for (const column of COLUMNS) {
    doc.text(column.title.toUpperCase(), x, 68, {
      width: column.width - 6,
      lineBreak: false,
      ellipsis: true,
      align: column.align,
    });
    x += column.width;
  }
  doc
    .moveTo(M, 80)
    .lineTo(PAGE.width - M, 80)
    .lineWidth(0.8)
    .stroke(LINE);
  return 86;
};

/** Draws every line (as many pages as it takes), then the totals. */
export const drawManifest = (doc: Doc, departure: DepartureRow, manifest: Manifest, company: string) => {
  let page = 1;
  let y = header(doc, departure, company, page);
  const bottom = PAGE.height - M - 40;
  for (const l of manifest.lines) {
    const cells: string[][] = [
      [l.trackingNumber ?? '', l.bookingCode],
      [l.senderName, l.senderPhone ?? ''],
      [`${l.recipientName} · ${l.recipientPhone}`, l.recipientAddress],
      [l.description],
      [String(l.qty)],
      [formatKg(l.totalWeightKg)],
      [formatGbp(l.declaredPence / 100)],
      [formatGhs(l.declaredPesewas / 100)],
    ];
    const rowHeight = Math.max(
      ROW_H,
      ...cells.map((lines, i) => cellHeight(doc, lines, COLUMNS[i]!.width) + 8),
    );
    if (y + rowHeight > bottom) y = header(doc, departure, company, ++page);
    let x = M;
    cells.forEach((lines, i) => {
      cell(doc, lines, x, y, COLUMNS[i]!.width, COLUMNS[i]!.align);
      x += COLUMNS[i]!.width;
    });
    y += rowHeight;
    doc
      .moveTo(M, y - 5)
      .lineTo(PAGE.width - M, y - 5)
      .lineWidth(0.4)
      .stroke(LINE);
  }
  const t = manifest.totals;
  if (y + 40 > PAGE.height - M) y = header(doc, departure, company, ++page);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(NAVY);
  const widths = COLUMNS.map((c) => c.width);
  const at = (i: number) => M + widths.slice(0, i).reduce((a, b) => a + b, 0);
  const counts = manifestCounts(t);
  doc.text(`TOTAL: ${counts.shipments}, ${counts.lines}`, M, y + 4, { lineBreak: false });
  const totals: [number, string][] = [
    [4, String(t.quantity)],
    [5, formatKg(t.weightKg)],
    [6, formatGbp(t.declaredPence / 100)],
    [7, formatGhs(t.declaredPesewas / 100)],
  ];
  for (const [i, value] of totals)
    doc.text(value, at(i), y + 4, { width: widths[i]! - 6, align: 'right', lineBreak: false });
};
