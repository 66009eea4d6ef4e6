/** Time values travel as 'HH:mm[:ss]' strings; the time input shows and returns 'HH:mm'. */
export const formatTime = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 5) : '');

export const parseTime = (value: string): string | null => (value === '' ? null : value);
