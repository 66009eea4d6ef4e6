import type { WidgetAnswer } from './dashboardApi';

/**
 * The charts and lists that take the whole width of their two-column grid: a series over dates
 * (its days need the room), and the last of an odd number of the others, so that no row of the
 * grid is left with a hole (the grid's dense flow pairs the rest).
 */
export const wideKeys = (widgets: readonly WidgetAnswer[]): Set<string> => {
  const wide = new Set(widgets.filter((widget) => widget.kind === 'chart' && widget.by.unit !== null).map((widget) => widget.key));
  const narrow = widgets.filter((widget) => !wide.has(widget.key));
  if (narrow.length % 2 === 1) wide.add(narrow[narrow.length - 1]!.key);
  return wide;
};
