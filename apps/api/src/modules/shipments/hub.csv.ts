/**
 * CSV (RFC 4180) safe to open in a spreadsheet. A cell a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return: OWASP's "CSV injection" list) gets a leading apostrophe, so a customer
 * who names themselves `=HYPERLINK(…)` shows as text. Cells with a comma, quote or line break are quoted,
 * quotes doubled. Lines end with CRLF.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | null | undefined): string => {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
