/** A UK postcode, whole or its outward part (`SW2 1RW`, `NW1`), or a Ghana digital address (`AK-039-5028`). */
const POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?|[A-Z]{2}-\d{3,4}-\d{3,4})\b/gi;

/**
 * The town of a travel event's place, as the public tracker shows it: never a street or a postcode. The
 * place is free text ("221B Baker Street, London NW1"): the last part, without postcodes, that names no
 * house number and is not the country; null when nothing is left.
 */
/** A country after the town ("London, UK") says less than the town: kept only when it is all there is. */
const COUNTRY = /^(?:UK|U\.K\.|United Kingdom|Great Britain|England|Scotland|Wales|Ghana)$/i;

export const publicPlace = (location: string | null | undefined): string | null => {
  if (!location) return null;
  const parts = location.split(',').map((part) => part.replace(POSTCODE, '').replace(/ {2,}/g, ' ').trim());
  const named = parts.filter((part) => part !== '' && !/\d/.test(part));
  const towns = named.filter((part) => !COUNTRY.test(part));
  return towns.at(-1) ?? named.at(-1) ?? null;
};
