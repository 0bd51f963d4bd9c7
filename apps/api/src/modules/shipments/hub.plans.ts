import { HUB_COUNT_CAP, type HubFilters } from '@ukgh/domain';
import { and, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCursor, explainLines, hubListWhere, hubMatchingQuery, hubPageQuery } from './hub.repository.ts';

/**
 * The hub's queries whose plans must not scan bookings or shipments whole: a first page, a later page, each
 * filter, the searches and the capped count. Used by `npm run bench:hub -w apps/api` (200,000 bookings) and by
 * hub.plans.test.ts (a few rows, with sequential scans priced out, so it proves an index path exists).
 */
export const hubPlanCases = (search: { word: string; tracking: string; customer: string }) => {
  const page = (filters: HubFilters, extra?: SQL) => ({ filters, extra, kind: 'page' as const });
  const count = (filters: HubFilters) => ({ filters, extra: undefined, kind: 'count' as const });
  const later = afterCursor({
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    id: '00000000-0000-4000-8000-000000000000',
  });
  return {
    'first page': page({}),
    'later page (cursor)': page({}, later),
    'status filter': page({ status: 'out_for_delivery' }),
    'agent: delivery': page({ agent: 'delivery' }),
    'agent: unassigned': page({ agent: 'unassigned' }),
    'last 7 days': page({ date_range: '7d' }),
    'proof: yes': page({ proof: 'yes' }),
    'consolidated: yes': page({ consolidated: 'yes' }),
    'search: address word': page({ search: search.word }),
    'search: tracking fragment': page({ search: search.tracking }),
    'search: customer name': page({ search: search.customer }),
    'search + status, later page': page({ search: search.word, status: 'delivered' }, later),
    'capped count: all': count({}),
    'capped count: search': count({ search: search.word }),
  };
};

type HubPlanCases = ReturnType<typeof hubPlanCases>;
export type HubPlanCase = HubPlanCases[keyof HubPlanCases];

/** The plan's lines for one case (EXPLAIN, or EXPLAIN ANALYZE to see the real time). */
export const explainHubCase = async (
  db: DbOrTx,
  planCase: HubPlanCase,
  options: { analyze?: boolean } = {},
) => {
  const list = hubListWhere(planCase.filters);
  const where = and(list.where, planCase.extra)!;
  const query =
    planCase.kind === 'page'
      ? hubPageQuery(db, where, 21, list.search)
      : hubMatchingQuery(db, where, HUB_COUNT_CAP, list.search);
  return explainLines(db, query, options.analyze ?? false);
};

/** The plan lines that read a whole table the hub must never scan. */
export const wholeTableScans = (plan: string[]) =>
  plan.filter((line) => /Seq Scan on (bookings|shipments)\b/.test(line));
