import { describe, expect, it } from 'vitest';
import { toCsv } from '../../admin/src/export/toCsv';

// CSV export (issue 11, item 10): a cell that a spreadsheet would run as a formula is written as
// text; numbers stay numbers.
const cells = (value: string) => toCsv([[value]]).slice(1);

describe('CSV cells', () => {
  it.each(['=HYPERLINK("http://evil.example","Click")', '+1+cmd|calc', '-2+3', '@SUM(A1:A9)', '\tlead', '\rlead', '=1+1'])('prefix a formula start: %j', (value) => {
    expect(cells(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it.each(['-12.5', '+7', '42', '0.25', '-3e5', '1500.00'])('keep the number %s a number', (value) => {
    expect(cells(value)).toBe(value);
  });

  it('quote what needs quoting, the prefixed text included, and keep Arabic text as it is', () => {
    expect(cells('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(cells('ملعب التدريب، الأرضية')).toBe('ملعب التدريب، الأرضية');
    expect(cells('a - b')).toBe('a - b');
    expect(toCsv([['a', 'b'], ['1', '=2']])).toBe("\ufeffa,b\r\n1,'=2");
  });
});
