import regions from './reference/ghana-regions.json' with { type: 'json' };

/** Every code we accept: the spec's ten (with Brong-Ahafo, split in 2018-2019) and the seven added since. */
export const GHANA_REGIONS = { ...regions.spec_codes, ...regions.added_since_2018 } as const;
export type GhanaRegionCode = keyof typeof GHANA_REGIONS;

export const isGhanaRegionCode = (value: unknown): value is GhanaRegionCode =>
  typeof value === 'string' && Object.hasOwn(GHANA_REGIONS, value);

/**
 * Forms offer Ghana's sixteen current regions, sorted by name (DESIGN §4); BA is only read. The names are plain
 * ASCII words, which sort the same by code unit as by `localeCompare`: that would build a collator while the
 * page starts, a noticeable wait on a phone, for sixteen fixed names.
 */
export const FORM_REGION_CODES: readonly GhanaRegionCode[] = regions.current_sixteen
  .filter(isGhanaRegionCode)
  .sort((a, b) => (GHANA_REGIONS[a] < GHANA_REGIONS[b] ? -1 : 1));

/** The region's name; an unknown code is shown as it is rather than hidden. */
export const regionName = (code: string | null | undefined): string =>
  isGhanaRegionCode(code) ? GHANA_REGIONS[code] : (code ?? '');

/** Name with code, e.g. 'Greater Accra (GR)': the name for people, the code for matching paperwork. */
export const regionLabel = (code: string | null | undefined): string =>
  isGhanaRegionCode(code) ? `${GHANA_REGIONS[code]} (${code})` : (code ?? '');
