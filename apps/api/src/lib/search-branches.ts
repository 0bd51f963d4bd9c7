import { SEARCH_COUNT_CAP } from '@ukgh/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A contains-search over several fields, read as the UNION of one query per field (a "branch"): each branch is
 * a plain condition that one index serves, so the planner chooses for each, with that field's statistics,
 * between walking the list's own order (a broad term, whose matches are everywhere, fills a page at once) and
 * its trigram index (a narrow term). An OR across the fields, or one IN over the union of their ids, made it
 * collect every match of a broad term before taking a page: 1–2 s at a million bookings.
 *
 * A search's count stops at SEARCH_COUNT_CAP: each counted match of a broad term costs a text comparison.
 */
export interface SearchBranches {
  branches: [SQL, SQL, ...SQL[]];
  countCap: number;
}

export const searchBranches = (branches: [SQL, SQL, ...SQL[]]): SearchBranches => ({
  branches,
  countCap: SEARCH_COUNT_CAP,
});

/**
 * Whether a search's first page (`limit` rows, no cursor) can be read with its count in one statement: the
 * count reads each branch's first countCap + 1 rows in the list's order, and a page within those is among
 * them. One statement instead of two spares PostgreSQL the page's own planning and reading of every branch
 * (a third of its work on a broad search of the hub at a million bookings).
 */
export const pageWithinCount = (search: SearchBranches, limit: number) => limit <= search.countCap + 1;

/** The number of rows the page's statement read before its ORDER BY and LIMIT: the search's matches. */
export const matchCount = sql<number>`count(*) over ()`.mapWith(Number);
