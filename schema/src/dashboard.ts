import type { ScreenDefinition } from './screen';

/**
 * A dashboard: a custom screen whose content is declared as data (Django admin's "declare once"):
 * cards, charts and short lists over resources, each computed in SQL by one generic API
 * (`GET /api/dashboards/{name}`) under the reader's permissions, row scope and hidden fields, and
 * drawn by one generic page. Labels are `screens.{name}.widgets.{key}` in locales.
 */

/** What a card or a series measures over the matching rows. */
export type Measure = 'count' | { sum: string } | { average: string };

/**
 * A filter as the list API takes it (`{ status: 'open', startsAt_gte: '$now' }`), with tokens
 * resolved at each request: `$now` (this instant); `$today`, `$tomorrow`, `$yesterday`,
 * `$weekStart`, `$monthStart`, `$monthEnd` (the club's calendar); `$user` (the reader's id).
 */
export type DashboardFilter = Readonly<Record<string, unknown>>;

interface WidgetBase {
  /** Unique in the dashboard: its labels' key and its place in the answer. */
  key: string;
  resource: string;
  filter?: DashboardFilter;
  /** A date or date-time field narrowed to the page's period (today, this week, this month) when one is chosen. */
  period?: string;
}

/**
 * One number: how many, a total or an average. A card counting a period (by its `period` field)
 * also answers the period just before, for its change; a card of "now" (stock, open requests) has
 * no earlier period and shows no change.
 */
export interface CardWidget extends WidgetBase {
  kind: 'card';
  measure?: Measure;
  /** A period the card always counts (this month's letters), whatever the page's choice: needs `period`. */
  within?: DashboardPeriod;
  /** Whether more is better (visits received) or worse (cancelled meetings), which colours the change; neutral when absent. */
  upIsGood?: boolean;
}

/**
 * Series over an enum's values, a reference's records (the most counted first, named by their
 * representation) or a date's days, weeks or months, drawn as bars or a line.
 */
export interface ChartWidget extends WidgetBase {
  kind: 'chart';
  by: { field: string; unit?: 'day' | 'week' | 'month' };
  /** Each series narrows the widget's filter further; one series when absent. */
  series?: readonly { key: string; filter?: DashboardFilter; measure?: Measure }[];
  measure?: Measure;
  chart?: 'bar' | 'line';
}

/** The first few records by a sort (the next meetings), each linking to its page. */
export interface ListWidget extends WidgetBase {
  kind: 'list';
  sort: readonly [field: string, order: 'ASC' | 'DESC'];
  limit: number;
  /** The columns shown after the record's representation. */
  fields: readonly string[];
}

export type DashboardWidget = CardWidget | ChartWidget | ListWidget;

export interface DashboardDefinition extends ScreenDefinition {
  widgets: readonly DashboardWidget[];
  /** Offer the period choice (today, this week, this month) for the widgets that declare `period`. */
  periods?: boolean;
  /**
   * The period the page opens on when the reader has chosen none (all time when absent): an
   * overview opens on this month, its cards with their change against last month; a report of
   * months stays on all time.
   */
  openOn?: DashboardPeriod;
}

export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const defineDashboard = <const D extends DashboardDefinition>(definition: D): D => definition;

/** Whether a screen is a dashboard (its content declared as widgets). */
export const isDashboard = (screen: ScreenDefinition): screen is DashboardDefinition => Array.isArray((screen as Partial<DashboardDefinition>).widgets);
