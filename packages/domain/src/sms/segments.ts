/**
 * How many SMS parts a text takes (3GPP TS 23.038 and 23.040). A text written only in the GSM 7-bit alphabet
 * fits 160 characters in one part and 153 in each part of a longer one (the rest carries the joining header);
 * one character outside it makes the whole text UCS-2: 70 in one part, 67 in each of several. The extension
 * table's characters are sent as an escape and the character, so each counts twice.
 */

// The GSM 03.38 basic character set (the escape code itself left out: it is not a character one can type).
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** The characters that forced UCS-2, each once, in the order met (empty for GSM-7). */
  unicode: string[];
}

export const smsSize = (text: string): SmsSize => {
  let units = 0;
  const unicode: string[] = [];
  for (const char of text) {
    if (basic.has(char)) units += 1;
    else if (extended.has(char)) units += 2;
    else if (!unicode.includes(char)) unicode.push(char);
  }
  if (unicode.length === 0)
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153), unicode };
  const codeUnits = text.length;
  return {
    encoding: 'UCS-2',
    units: codeUnits,
    segments: codeUnits <= 70 ? 1 : Math.ceil(codeUnits / 67),
    unicode,
  };
};

/**
 * Typography that would turn a whole SMS into UCS-2 (and more than double its parts) replaced by its GSM-7
 * equivalent: dashes, curly quotes, ellipsis, non-breaking spaces. Other characters are kept as they are.
 */
export const toGsmFriendly = (text: string): string =>
  text
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\u20b5/g, 'GHS ');
