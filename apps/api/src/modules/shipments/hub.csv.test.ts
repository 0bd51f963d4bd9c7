import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './hub.csv.ts';

describe('csvCell', () => {
  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 7700')).toBe("'+44 7700");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Ama Mensah')).toBe('Ama Mensah');
    expect(csvCell('Osu, Accra')).toBe('"Osu, Accra"');
    expect(csvCell('The "big" box')).toBe('"The ""big"" box"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});
