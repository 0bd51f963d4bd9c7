/**
 * An Intl.DateTimeFormat made the first time it is used rather than when its module loads: the first Intl
 * object of a page loads the browser's locale data (a pause on a phone's main thread), which a page that
 * imports a formatter but shows no date yet (the tracker before a lookup) should not pay while it starts.
 */
export const lazyDateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date): string => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format.format(date);
  };
};
