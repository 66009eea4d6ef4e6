import { httpClient } from '../data/httpClient';

interface WidgetBase {
  key: string;
  resource: string;
  /** The admin's list behind the widget, filtered as it counts. */
  link: string;
}
export type Period = 'today' | 'week' | 'month';
export type CardAnswer = WidgetBase & {
  kind: 'card';
  measure: 'count' | 'sum' | 'average';
  field: string | null;
  value: number;
  /** The same number over the period just before (none for a card of "now" or of all time). */
  previous: { period: Period; value: number } | null;
  /** Whether more is better, worse, or neither (null). */
  upIsGood: boolean | null;
};
export type ChartAnswer = WidgetBase & { kind: 'chart'; chart: 'bar' | 'line'; by: { field: string; unit: string | null }; categories: string[]; labels?: Record<string, string>; series: { key: string; values: number[] }[] };
export type ListAnswer = WidgetBase & { kind: 'list'; columns: { field: string; kind: string }[]; rows: { id: string; label: string; values: Record<string, unknown> }[] };
export type WidgetAnswer = CardAnswer | ChartAnswer | ListAnswer;

export interface DashboardAnswer {
  name: string;
  period: Period | null;
  periods: boolean;
  widgets: WidgetAnswer[];
}

/** GET /api/dashboards/{name}: what the reader may see of it, computed by the server. */
export const fetchDashboard = async (name: string, period: string | undefined): Promise<DashboardAnswer> =>
  (await httpClient(`/api/dashboards/${encodeURIComponent(name)}${period ? `?${new URLSearchParams({ period })}` : ''}`)).json as DashboardAnswer;
