import {
  DEPARTURE_MODE_LABELS,
  DEPARTURE_PORTS,
  GOODS_CATEGORY_LABELS,
  houseBillNumber,
  type Manifest,
  type ManifestTotals,
  manifestCounts,
} from '@ukgh/domain';
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

interface Column {
  title: string;
  width: number;
  align?: 'right';
}

/** The manifest's columns (they add up to the landscape page's width inside its margins). */
const MANIFEST_COLUMNS: Column[] = [
  { title: 'Tracking / booking', width: 92 },
  { title: 'Sender', width: 92 },
  { title: 'Consignee, Ghana address and phone', width: 186 },
  { title: 'Description', width: 118 },
  { title: 'Qty', width: 32, align: 'right' },
  { title: 'Weight', width: 58, align: 'right' },
  { title: 'Value GBP', width: 74, align: 'right' },
  { title: 'Value GHS', width: 117, align: 'right' },
];

/** The packing list's columns, as a clearing agent reads them (the customs pack and one booking's list). */
const PACKING_COLUMNS: Column[] = [
  { title: 'House bill', width: 78 },
  { title: 'Consignee, ID and address', width: 176 },
  { title: 'Description', width: 110 },
  { title: 'Category', width: 80 },
  { title: 'HS code', width: 58 },
  { title: 'Qty', width: 32, align: 'right' },
  { title: 'Gross kg', width: 56, align: 'right' },
  { title: 'Value GBP', width: 86, align: 'right' },
  { title: 'Value GHS', width: 93, align: 'right' },
];

/** A wide table of lines: a heading, a few facts under it, the rows, and a TOTAL row. */
interface TableSheet {
  heading: string;
  facts: string[];
  columns: Column[];
  rows: string[][][];
  totals: { label: string; cells: [column: number, value: string][] };
}

export const createManifestPdf = (title: string, author: string, subject = 'Cargo manifest') =>
  new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: author, Subject: subject },
  });

/** Draws a document to its end and answers its bytes. */
export const pdfBuffer = async (doc: Doc, draw: () => void): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  draw();
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

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

const header = (doc: Doc, sheet: TableSheet, page: number) => {
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  doc.rect(0, 0, PAGE.width, 6).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY);
  doc.text(sheet.heading, M, 24, { lineBreak: false });
  doc.fontSize(8).font('Helvetica').fillColor(MUTED);
  doc.text(`Page ${page}`, PAGE.width - M - 60, 26, { width: 60, align: 'right', lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  let y = 46;
  for (const fact of sheet.facts) {
    doc.text(fact, M, y, { width: PAGE.width - 2 * M });
    y += doc.heightOfString(fact, { width: PAGE.width - 2 * M }) + 2;
  }
  y += 8;
  let x = M;
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(MUTED);
  for (const column of sheet.columns) {
    doc.text(column.title.toUpperCase(), x, y, {
      width: column.width - 6,
      lineBreak: false,
      ellipsis: true,
      align: column.align,
    });
    x += column.width;
  }
  doc
    .moveTo(M, y + 12)
    .lineTo(PAGE.width - M, y + 12)
    .lineWidth(0.8)
    .stroke(LINE);
  return y + 18;
};

/** Draws every row (as many pages as it takes), then the totals. */
const drawTable = (doc: Doc, sheet: TableSheet) => {
  const { columns } = sheet;
  let page = 1;
  let y = header(doc, sheet, page);
  const bottom = PAGE.height - M - 40;
  for (const cells of sheet.rows) {
    const rowHeight = Math.max(
      ROW_H,
      ...cells.map((lines, i) => cellHeight(doc, lines, columns[i]!.width) + 8),
    );
    if (y + rowHeight > bottom) y = header(doc, sheet, ++page);
    let x = M;
    cells.forEach((lines, i) => {
      cell(doc, lines, x, y, columns[i]!.width, columns[i]!.align);
      x += columns[i]!.width;
    });
    y += rowHeight;
    doc
      .moveTo(M, y - 5)
      .lineTo(PAGE.width - M, y - 5)
      .lineWidth(0.4)
      .stroke(LINE);
  }
  if (y + 40 > PAGE.height - M) y = header(doc, sheet, ++page);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(NAVY);
  const widths = columns.map((c) => c.width);
  const at = (i: number) => M + widths.slice(0, i).reduce((a, b) => a + b, 0);
  doc.text(sheet.totals.label, M, y + 4, { lineBreak: false });
  for (const [i, value] of sheet.totals.cells)
    doc.text(value, at(i), y + 4, { width: widths[i]! - 6, align: 'right', lineBreak: false });
};

const departureFacts = (departure: DepartureRow) => {
  const unit = departure.mode === 'sea' ? 'Container' : 'Air waybill';
  return [
    `${DEPARTURE_MODE_LABELS[departure.mode]} freight to ${DEPARTURE_PORTS[departure.mode]}` +
      `    ${departure.carrier} · ${departure.vesselOrFlight}` +
      `    ${unit}: ${departure.containerOrAwb ?? 'not yet issued'}` +
      `    ETD ${formatDate(departure.etd)} · ETA ${formatDate(departure.eta)}`,
  ];
};

const totalsLabel = (t: ManifestTotals) => {
  const counts = manifestCounts(t);
  return `TOTAL: ${counts.shipments}, ${counts.lines}`;
};

/** The cargo manifest of a departure: every package line with sender, consignee and values. */
export const drawManifest = (doc: Doc, departure: DepartureRow, manifest: Manifest, company: string) => {
  const t = manifest.totals;
  drawTable(doc, {
    heading: `Cargo manifest — ${company}`,
    facts: departureFacts(departure),
    columns: MANIFEST_COLUMNS,
    rows: manifest.lines.map((l) => [
      [l.trackingNumber ?? '', l.bookingCode],
      [l.senderName, l.senderPhone ?? ''],
      [`${l.recipientName} · ${l.recipientPhone}`, l.recipientAddress],
      [l.description],
      [String(l.qty)],
      [formatKg(l.totalWeightKg)],
      [formatGbp(l.declaredPence / 100)],
      [formatGhs(l.declaredPesewas / 100)],
    ]),
    totals: {
      label: totalsLabel(t),
      cells: [
        [4, String(t.quantity)],
        [5, formatKg(t.weightKg)],
        [6, formatGbp(t.declaredPence / 100)],
        [7, formatGhs(t.declaredPesewas / 100)],
      ],
    },
  });
};

const packingRows = (manifest: Manifest) =>
  manifest.lines.map((l) => [
    [houseBillNumber(l.bookingCode), l.trackingNumber ?? l.bookingCode],
    [l.recipientName, l.recipientIdNumber ? `ID ${l.recipientIdNumber}` : 'ID not given', l.recipientAddress],
    [l.description],
    [GOODS_CATEGORY_LABELS[l.category]],
    [l.hsCode ?? ''],
    [String(l.qty)],
    [formatKg(l.totalWeightKg)],
    [formatGbp(l.declaredPence / 100)],
    [formatGhs(l.declaredPesewas / 100)],
  ]);

const packingTotals = (t: ManifestTotals) => ({
  label: totalsLabel(t),
  cells: [
    [5, String(t.quantity)],
    [6, formatKg(t.weightKg)],
    [7, formatGbp(t.declaredPence / 100)],
    [8, formatGhs(t.declaredPesewas / 100)],
  ] as [number, string][],
});

/** The packing list of a whole departure, for its clearing agent: one row per line with its house bill. */
export const drawCustomsPackingList = (
  doc: Doc,
  departure: DepartureRow,
  manifest: Manifest,
  company: string,
) =>
  drawTable(doc, {
    heading: `Packing list — ${company}`,
    facts: departureFacts(departure),
    columns: PACKING_COLUMNS,
    rows: packingRows(manifest),
    totals: packingTotals(manifest.totals),
  });

/** What one booking's packing list prints. */
export interface PackingListSheet {
  company: string;
  bookingCode: string;
  /** The booking's own GBP→GHS rate, the one its values are converted at. */
  rate: number;
  sender: string;
  consignee: string;
  manifest: Manifest;
}

/** One booking's packing list and commercial invoice: its sender, consignee and every line's value. */
export const drawBookingPackingList = (doc: Doc, sheet: PackingListSheet) =>
  drawTable(doc, {
    heading: `Packing list and commercial invoice — ${sheet.company}`,
    facts: [
      `Booking ${sheet.bookingCode} · house bill ${houseBillNumber(sheet.bookingCode)} · values at £1 = GHS ${sheet.rate}`,
      `Shipper: ${sheet.sender}`,
      `Consignee: ${sheet.consignee}`,
    ],
    columns: PACKING_COLUMNS,
    rows: packingRows(sheet.manifest),
    totals: packingTotals(sheet.manifest.totals),
  });
