/** One CSV cell: quoted when it holds a comma, a quote or a line break; a formula's lead character defused. */
const cell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Downloads rows as a CSV file (UTF-8 with a byte order mark, so spreadsheet programs read Arabic). */
export const downloadCsv = (fileName: string, header: readonly string[], rows: readonly (readonly unknown[])[]): void => {
  const text = [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
