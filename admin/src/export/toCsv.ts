// A text starting like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so
// a spreadsheet shows it as text and never runs it (OWASP's CSV injection advice). A plain number
// stays a number: "-12.5" is no formula.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const cell = (value: string): string => {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 CSV with a byte-order mark, so spreadsheets read Arabic text as UTF-8. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `\ufeff${rows.map((row) => row.map(cell).join(',')).join('\r\n')}`;
