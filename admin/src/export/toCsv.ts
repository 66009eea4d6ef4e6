// A value starting like a formula is quoted as text, so a spreadsheet never runs it.
const FORMULA_START = /^[=@\t\r]/;

const cell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 CSV with a byte-order mark, so spreadsheets read Arabic text as UTF-8. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `\ufeff${rows.map((row) => row.map(cell).join(',')).join('\r\n')}`;
