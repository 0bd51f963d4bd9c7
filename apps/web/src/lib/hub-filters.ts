export interface HubFilterState {
  search: string;
  status: string;
  agent: string;
  date_range: string;
  proof: string;
  consolidated: string;
}

export const NO_FILTERS: HubFilterState = {
  search: '',
  status: 'all',
  agent: 'all',
  date_range: 'all',
  proof: 'all',
  consolidated: 'all',
};

const KEYS = Object.keys(NO_FILTERS) as (keyof HubFilterState)[];

/** The hub's filters from its address (`/admin/shipments?status=in_transit&proof=no`), the rest as none. */
export const hubFiltersFromParams = (params: URLSearchParams): HubFilterState => {
  const filters = { ...NO_FILTERS };
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
};

/** A link to the hub showing these filters (the dashboard's Filters button opens it). */
export const hubFilterLink = (hubPath: string, filters: HubFilterState): string => {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value && value !== 'all') params.set(key, value);
  }
  const query = params.toString();
  return query ? `${hubPath}?${query}` : hubPath;
};
