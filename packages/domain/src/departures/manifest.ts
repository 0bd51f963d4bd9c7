import type { GoodsCategory } from '../customs/goods.ts';

/**
 * The manifest of a departure, for the shipping line and customs (issue 15): one line per package line of
 * every booking on it, and the totals. Money in integer minor units: declared values are per item in pence,
 * converted to pesewas at the booking's own GBP→GHS rate (the rate it was priced at).
 */
export interface ManifestSource {
  trackingNumber: string | null;
  bookingCode: string;
  senderName: string;
  senderPhone: string | null;
  recipientName: string;
  recipientPhone: string;
  /** The Ghana address on one line: 'line1, line2, city, region'. */
  recipientAddress: string;
  description: string;
  qty: number;
  /** Per item. */
  weightKg: number;
  /** Per item, in pence. */
  declaredValuePence: number;
  gbpToGhsRate: number;
  /** What customs is told (the customs pack and the packing list print these). */
  category: GoodsCategory;
  hsCode: string | null;
  recipientIdNumber: string | null;
}

export interface ManifestLine extends ManifestSource {
  totalWeightKg: number;
  declaredPence: number;
  declaredPesewas: number;
}

export interface ManifestTotals {
  /** Distinct tracking numbers (bookings). */
  shipments: number;
  lines: number;
  quantity: number;
  weightKg: number;
  declaredPence: number;
  declaredPesewas: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export const manifestLine = (source: ManifestSource): ManifestLine => {
  const declaredPence = source.declaredValuePence * source.qty;
  return {
    ...source,
    totalWeightKg: round2(source.weightKg * source.qty),
    declaredPence,
    declaredPesewas: Math.round(declaredPence * source.gbpToGhsRate),
  };
};

export const buildManifest = (sources: readonly ManifestSource[]) => {
  const lines = sources.map(manifestLine);
  const totals: ManifestTotals = {
    shipments: new Set(lines.map((l) => l.bookingCode)).size,
    lines: lines.length,
    quantity: lines.reduce((n, l) => n + l.qty, 0),
    weightKg: round2(lines.reduce((n, l) => n + l.totalWeightKg, 0)),
    declaredPence: lines.reduce((n, l) => n + l.declaredPence, 0),
    declaredPesewas: lines.reduce((n, l) => n + l.declaredPesewas, 0),
  };
  return { lines, totals };
};
export type Manifest = ReturnType<typeof buildManifest>;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The totals' counts as the manifest's TOTAL row reads them: '1 shipment', '3 lines'. */
export const manifestCounts = (t: Pick<ManifestTotals, 'shipments' | 'lines'>) => ({
  shipments: counted(t.shipments, 'shipment', 'shipments'),
  lines: counted(t.lines, 'line', 'lines'),
});

/** The CSV's columns, in order (a header row, one row per line, then a TOTAL row). */
export const MANIFEST_CSV_COLUMNS = [
  'Tracking number',
  'Booking code',
  'Sender',
  'Sender phone',
  'Consignee',
  'Consignee phone',
  'Consignee address (Ghana)',
  'Description',
  'Quantity',
  'Weight (kg)',
  'Declared value (GBP)',
  'Declared value (GHS)',
] as const;
