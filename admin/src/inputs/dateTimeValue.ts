/**
 * The date-time picker edits local wall-clock time ('YYYY-MM-DDTHH:mm'); the API stores
 * instants. Parse the picked time in the browser's zone and send an ISO instant with its zone.
 */
export const parseDateTime = (value: string | null): string | null => {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
};
