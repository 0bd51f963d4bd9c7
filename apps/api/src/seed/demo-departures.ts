import type { Tx } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { changeDepartureStateIn, createDepartureIn } from '../modules/departures/departures.repository.ts';

const DAY = 24 * 3600_000;

/**
 * The demo's departures (issue 15): the next sailing to Tema and the next flight to Accra, both loading, and
 * a sailing after that still planned. Created as an admin would (each with its audit entry); packages are put
 * on them by the warehouse screens.
 */
export const seedDepartures = async (tx: Tx, admin: UserRow) => {
  const day = (n: number, hour: number) => {
    const d = new Date(Date.now() + n * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const actor = { id: admin.id, role: admin.role, requestId: null };
  const plans = [
    {
      mode: 'sea' as const,
      carrier: 'MSC',
      vesselOrFlight: 'MSC ABIDJAN',
      containerOrAwb: 'MSCU4820193',
      cutOffAt: day(5, 16),
      etd: day(7, 10),
      eta: day(25, 8),
      loading: true,
    },
    {
      mode: 'air' as const,
      carrier: 'British Airways',
      vesselOrFlight: 'BA 081',
      containerOrAwb: '125-48201931',
      cutOffAt: day(2, 12),
      etd: day(3, 14),
      eta: day(4, 6),
      loading: true,
    },
    {
      mode: 'sea' as const,
      carrier: 'Maersk',
      vesselOrFlight: 'MAERSK KENSINGTON',
      containerOrAwb: null,
      cutOffAt: day(19, 16),
      etd: day(21, 10),
      eta: day(39, 8),
      loading: false,
    },
  ];
  for (const { loading, ...plan } of plans) {
    const row = await createDepartureIn(tx, actor, plan);
    if (loading) await changeDepartureStateIn(tx, actor, row.id, 'loading', undefined);
  }
};
