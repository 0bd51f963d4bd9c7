import type { Invoice } from '@ukgh/domain';
import PDFDocument from 'pdfkit';
import { countryName, formatDate, formatGbp, formatGhs, formatKg } from './pdf-draw.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** Everything an invoice shows: the company, the customer, the booking, its invoice lines and payment. */
export interface InvoiceSheet {
  company: {
    name: string;
    ukAddress: { line1: string; city: string; postcode: string; country: string };
    ghAddress: { line1: string; city: string; postcode: string; country: string };
    email: string;
    phone: string;
    ghanaPhone: string;
  };
  bookingCode: string;
  trackingNumber: string | null;
  issuedAt: Date;
  customer: { name: string; email: string; phone: string | null };
  sender: { name: string; city: string; postcode: string };
  recipient: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    regionName: string;
    gpsAddress: string | null;
    country: string;
  };
  serviceLabel: string;
  invoice: Invoice;
  /** Set once the payment record says paid. */
  paid: { at: Date | null; method: string | null } | null;
}

const NAVY = '#0b2a5b';
const INK = '#1a1a1a';
const MUTED = '#5c6470';
const LINE = '#d5dae1';
const GREEN = '#0c7a43';
const PAGE = { width: 595.28, height: 841.89 };
const M = 50;
const INNER = PAGE.width - 2 * M;

const text = (doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
  doc.text(value, x, y, { lineBreak: false, ...options });

/** One line at `size`, made smaller (down to 6.5 pt) rather than wrapped or cut when it is too wide. */
const fitted = (doc: Doc, value: string, x: number, y: number, width: number, size: number) => {
  doc.fontSize(size);
  const fit = Math.max(6.5, Math.min(size, (size * width) / Math.max(1, doc.widthOfString(value))));
  doc.fontSize(fit);
  text(doc, value, x, y + (size - fit) / 2, { width, height: size * 1.4, ellipsis: true });
};

const block = (doc: Doc, title: string, lines: string[], x: number, y: number, width: number) => {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
  text(doc, title.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  // A long value (an email address) is set a little smaller to stay on one line, and wraps only beyond that.
  let at = y + 14;
  lines.forEach((value, i) => {
    doc
      .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    doc.fontSize(Math.max(7.5, Math.min(10, (10 * width) / Math.max(1, doc.widthOfString(value)))));
    doc.text(value, x, at, { width });
    at += Math.max(14, doc.heightOfString(value, { width }) + 3);
  });
  return at;
};

/** The invoice (or, once paid, the receipt) of one booking: one A4 page. */
export const drawInvoice = (doc: Doc, sheet: InvoiceSheet) => {
  const { company, invoice } = sheet;
  doc.addPage({ size: 'A4', margin: 0 });
  doc.rect(0, 0, PAGE.width, 8).fill(NAVY);

  // Company on the left, the document's name and numbers on the right.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY);
  text(doc, company.name, M, 44, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const uk = company.ukAddress;
  const gh = company.ghAddress;
  [
    `${uk.line1}, ${uk.city} ${uk.postcode}, ${countryName(uk.country)}`,
    `${gh.line1}, ${gh.city} ${gh.postcode}, ${countryName(gh.country)}`,
    company.email,
    `UK ${company.phone}  ·  Ghana ${company.ghanaPhone}`,
  ].forEach((value, i) => {
    fitted(doc, value, M, 70 + i * 11.5, 290, 9);
  });

  const rightX = PAGE.width - M - 180;
  doc.font('Helvetica-Bold').fontSize(26).fillColor(INK);
  text(doc, 'INVOICE', rightX, 40, { width: 180, align: 'right', characterSpacing: 1 });
  const facts: [string, string][] = [
    ['Invoice no.', sheet.bookingCode],
    ['Date', formatDate(sheet.issuedAt)],
    ['Tracking no.', sheet.trackingNumber ?? 'Issued on confirmation'],
  ];
  facts.forEach(([label, value], i) => {
    const y = 76 + i * 14;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    text(doc, label, rightX, y, { width: 80 });
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
    text(doc, value, rightX + 70, y, { width: 110, align: 'right' });
  });

  doc
    .moveTo(M, 128)
    .lineTo(PAGE.width - M, 128)
    .lineWidth(1)
    .stroke(LINE);

  // Who pays, and what is shipped where.
  const billW = INNER * 0.38;
  const colW = (INNER - billW) / 2;
  const billBottom = block(
    doc,
    'Bill to',
    [sheet.customer.name, sheet.customer.email, sheet.customer.phone ?? ''].filter(Boolean),
    M,
    146,
    billW - 14,
  );
  // The whole Ghana address, wrapped: the digital address is what a driver finds the door by.
  const shipBottom = block(
    doc,
    'Ship to',
    [
      sheet.recipient.name,
      sheet.recipient.line1,
      sheet.recipient.line2 ?? '',
      `${sheet.recipient.city}, ${sheet.recipient.regionName}`,
      sheet.recipient.gpsAddress ? `Digital address ${sheet.recipient.gpsAddress}` : '',
      countryName(sheet.recipient.country),
    ].filter(Boolean),
    M + billW,
    146,
    colW - 12,
  );
  const shipmentBottom = block(
    doc,
    'Shipment',
    [
      `${sheet.serviceLabel} service`,
      `From ${sheet.sender.name}, ${sheet.sender.city}`,
      `Chargeable weight ${formatKg(invoice.chargeable_weight_kg)}`,
      `Booking ${sheet.bookingCode}`,
    ],
    M + billW + colW,
    146,
    colW,
  );

  // The lines the booking was priced with, below the tallest of the three blocks.
  let y = Math.max(230, billBottom + 12, shipBottom + 12, shipmentBottom + 12);
  const amountW = 100;
  const weightW = 110;
  const descW = INNER - amountW - weightW;
  doc.rect(M, y, INNER, 24).fill('#eef2f8');
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(NAVY);
  text(doc, 'DESCRIPTION', M + 10, y + 8, { width: descW - 10, characterSpacing: 0.5 });
  text(doc, 'CHARGEABLE WEIGHT', M + descW, y + 8, { width: weightW, align: 'right', characterSpacing: 0.5 });
  text(doc, 'AMOUNT', M + descW + weightW, y + 8, {
    width: amountW - 10,
    align: 'right',
    characterSpacing: 0.5,
  });
  y += 24;
  for (const item of invoice.lines) {
    const label = item.kind === 'package' ? `Freight: ${item.label}` : item.label;
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
    const height = Math.max(26, doc.heightOfString(label, { width: descW - 20 }) + 14);
    // A very long booking carries on over the page, keeping room for the totals and the footer.
    if (y + height > PAGE.height - 220) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = M;
    }
    doc.text(label, M + 10, y + 8, { width: descW - 20 });
    const weight =
      item.kind === 'package' && item.chargeable_weight_kg != null
        ? `${item.qty ?? 1} × ${formatKg(item.chargeable_weight_kg)}`
        : '';
    text(doc, weight, M + descW, y + 8, { width: weightW, align: 'right' });
    text(doc, formatGbp(item.amount_gbp), M + descW + weightW, y + 8, {
      width: amountW - 10,
      align: 'right',
    });
    y += height;
    doc
      .moveTo(M, y)
      .lineTo(PAGE.width - M, y)
      .lineWidth(0.75)
      .stroke(LINE);
  }

  // Totals: freight, insurance, the total charged, and what it came to in cedis.
  y += 14;
  const statusY = y + 6;
  const labelX = M + INNER - 260;
  const totals: [string, string][] = [
    ['Freight', formatGbp(invoice.freight_gbp)],
    ...(invoice.insurance_gbp > 0
      ? [['Insurance', formatGbp(invoice.insurance_gbp)] as [string, string]]
      : []),
  ];
  for (const [label, value] of totals) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED);
    text(doc, label, labelX, y, { width: 150 });
    doc.fillColor(INK);
    text(doc, value, labelX + 150, y, { width: 100, align: 'right' });
    y += 18;
  }
  doc.rect(labelX - 10, y - 4, 270, 30).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#FFFFFF');
  text(doc, 'Total (GBP)', labelX, y + 5, { width: 150 });
  text(doc, formatGbp(invoice.total_gbp), labelX + 150, y + 5, { width: 100, align: 'right' });
  y += 36;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(
    doc,
    `Equivalent ${formatGhs(invoice.total_ghs)} at £1 = GHS ${invoice.gbp_to_ghs_rate}`,
    labelX - 10,
    y,
    {
      width: 270,
      align: 'right',
    },
  );

  // Paid, or how to pay, beside the totals.
  if (sheet.paid) {
    doc.save();
    doc.rotate(-6, { origin: [M + 90, statusY + 22] });
    doc
      .roundedRect(M + 10, statusY + 4, 160, 40, 6)
      .lineWidth(3)
      .stroke(GREEN);
    doc.font('Helvetica-Bold').fontSize(24).fillColor(GREEN);
    text(doc, 'PAID', M + 10, statusY + 12, { width: 160, align: 'center' });
    doc.restore();
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
    const how = [
      sheet.paid.at ? `on ${formatDate(sheet.paid.at)}` : null,
      sheet.paid.method ? `by ${sheet.paid.method.toLowerCase()}` : null,
    ]
      .filter(Boolean)
      .join(' ');
    text(doc, `Paid ${how}`.trim(), M + 10, statusY + 60, { width: 220 });
  } else {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
    text(doc, 'Payment due', M, statusY, { width: 230 });
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    doc.text(
      `Please quote ${sheet.bookingCode} as the payment reference, and upload your receipt on the booking's Payment & Receipts page.`,
      M,
      statusY + 16,
      { width: 230 },
    );
  }

  // Footer.
  doc
    .moveTo(M, PAGE.height - 70)
    .lineTo(PAGE.width - M, PAGE.height - 70)
    .lineWidth(0.75)
    .stroke(LINE);
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  text(doc, `Thank you for shipping with ${company.name}.`, M, PAGE.height - 58, {
    width: INNER,
    align: 'center',
  });
  text(doc, `Questions about this invoice: ${company.email} or ${company.phone}`, M, PAGE.height - 46, {
    width: INNER,
    align: 'center',
    ellipsis: true,
  });
};

export const createInvoicePdf = (title: string, author: string) =>
  new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: author, Subject: 'Invoice' },
  });
