import type { DepartureCreateBody, DepartureDto, DepartureMode } from '@ukgh/domain';

/** The form's values: `datetime-local` inputs hold London wall-clock time without a zone. */
export interface DepartureFormValues {
  mode: DepartureMode;
  carrier: string;
  vessel_or_flight: string;
  container_or_awb: string;
  cut_off_at: string;
  etd: string;
  eta: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the browser's local `YYYY-MM-DDTHH:mm` for a datetime-local input. */
export const toLocalInput = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A datetime-local value (the browser's zone) as an ISO instant; empty when unset or unreadable. */
export const fromLocalInput = (value: string): string => {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

export const emptyForm = (): DepartureFormValues => ({
  mode: 'sea',
  carrier: '',
  vessel_or_flight: '',
  container_or_awb: '',
  cut_off_at: '',
  etd: '',
  eta: '',
});

export const formOf = (d: DepartureDto): DepartureFormValues => ({
  mode: d.mode,
  carrier: d.carrier,
  vessel_or_flight: d.vessel_or_flight,
  container_or_awb: d.container_or_awb ?? '',
  cut_off_at: toLocalInput(d.cut_off_at),
  etd: toLocalInput(d.etd),
  eta: toLocalInput(d.eta),
});

export const bodyOf = (v: DepartureFormValues): DepartureCreateBody => ({
  mode: v.mode,
  carrier: v.carrier.trim(),
  vessel_or_flight: v.vessel_or_flight.trim(),
  container_or_awb: v.container_or_awb.trim() || null,
  cut_off_at: fromLocalInput(v.cut_off_at),
  etd: fromLocalInput(v.etd),
  eta: fromLocalInput(v.eta),
});

/** The fields left empty, for the form's own messages before anything is sent. */
export const missingFields = (v: DepartureFormValues): Partial<Record<keyof DepartureFormValues, string>> => {
  const missing: Partial<Record<keyof DepartureFormValues, string>> = {};
  if (!v.carrier.trim()) missing.carrier = 'Carrier is required';
  if (!v.vessel_or_flight.trim()) missing.vessel_or_flight = 'Vessel or flight is required';
  for (const key of ['cut_off_at', 'etd', 'eta'] as const)
    if (!fromLocalInput(v[key])) missing[key] = 'Required';
  return missing;
};
