import {
  CUSTOMS_CSV_COLUMNS,
  GOODS_CATEGORY_LABELS,
  houseBillNumber,
  MANIFEST_CSV_COLUMNS,
  type Manifest,
  manifestCounts,
} from '@ukgh/domain';
import type { DepartureRow } from '../../db/schema.ts';
import { csvLine } from '../shipments/hub.csv.ts';

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * The manifest as CSV (formula-safe cells: hub.csv.ts): who carries it and the container or air waybill on
 * the first lines, a header, one row per package line, then the totals.
 */
export const manifestCsv = (departure: DepartureRow, manifest: Manifest): string => {
  const unit = departure.mode === 'sea' ? 'Container' : 'Air waybill';
  const head = [
    csvLine(['Carrier', departure.carrier]),
    csvLine([departure.mode === 'sea' ? 'Vessel' : 'Flight', departure.vesselOrFlight]),
    csvLine([unit, departure.containerOrAwb ?? '']),
    csvLine([]),
    csvLine(MANIFEST_CSV_COLUMNS),
  ];
  const rows = manifest.lines.map((l) =>
    csvLine([
      l.trackingNumber,
      l.bookingCode,
      l.senderName,
      l.senderPhone,
      l.recipientName,
      l.recipientPhone,
      l.recipientAddress,
      l.description,
      l.qty,
      l.totalWeightKg.toFixed(2),
      money(l.declaredPence),
      money(l.declaredPesewas),
    ]),
  );
  const t = manifest.totals;
  const counts = manifestCounts(t);
  const total = csvLine([
    'TOTAL',
    counts.shipments,
    '',
    '',
    '',
    '',
    '',
    counts.lines,
    t.quantity,
    t.weightKg.toFixed(2),
    money(t.declaredPence),
    money(t.declaredPesewas),
  ]);
  return [...head, ...rows, total].join('');
};

/**
 * The departure's packing list for its clearing agent (issue 50): the master bill on the first lines, then
 * one row per package line with its house bill, consignee and ID, category, HS code, weight and value, then
 * the totals.
 */
export const customsCsv = (departure: DepartureRow, manifest: Manifest): string => {
  const head = [
    csvLine(['Carrier', departure.carrier]),
    csvLine([departure.mode === 'sea' ? 'Vessel' : 'Flight', departure.vesselOrFlight]),
    csvLine([
      departure.mode === 'sea' ? 'Master bill (container)' : 'Master air waybill',
      departure.containerOrAwb ?? '',
    ]),
    csvLine([]),
    csvLine(CUSTOMS_CSV_COLUMNS),
  ];
  const rows = manifest.lines.map((l) =>
    csvLine([
      houseBillNumber(l.bookingCode),
      l.recipientName,
      l.recipientIdNumber ?? '',
      l.recipientAddress,
      l.description,
      GOODS_CATEGORY_LABELS[l.category],
      l.hsCode ?? '',
      l.qty,
      l.totalWeightKg.toFixed(2),
      money(l.declaredPence),
      'GBP',
      money(l.declaredPesewas),
    ]),
  );
  const t = manifest.totals;
  const counts = manifestCounts(t);
  const total = csvLine([
    'TOTAL',
    counts.shipments,
    '',
    '',
    counts.lines,
    '',
    '',
    t.quantity,
    t.weightKg.toFixed(2),
    money(t.declaredPence),
    'GBP',
    money(t.declaredPesewas),
  ]);
  return [...head, ...rows, total].join('');
};
