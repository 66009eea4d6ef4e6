/** One slot of a pagination bar: a page number (1-based) or a gap standing for skipped pages. */
export type PageItem = number | 'ellipsis';

/** Up to this many pages the bar lists every page. */
const ALL_PAGES_UP_TO = 5;

/**
 * SPEC §9's pagination helper: up to 5 pages lists them all; otherwise the first page, the last
 * page and a window around the current one (current-1 … current+1), with an ellipsis wherever
 * pages are skipped. A current page out of range is clamped to it; no pages gives no items.
 */
export const pageItems = (current: number, total: number): PageItem[] => {
  const last = Math.max(0, Math.floor(total));
  if (last <= ALL_PAGES_UP_TO) return Array.from({ length: last }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const shown = [...new Set([1, page - 1, page, page + 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? ['ellipsis' as const, n] : [n]));
};
