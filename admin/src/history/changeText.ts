/** A changed value as one short line: text as is, everything else as JSON, cut at `max` characters. */
export const changeText = (value: unknown, max = 80): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
