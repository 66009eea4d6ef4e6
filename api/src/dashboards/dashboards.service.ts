import { HttpStatus } from '@nestjs/common';
import { DASHBOARD_PERIODS, isDashboard, type AnyResource, type DashboardDefinition, type DashboardPeriod, type DashboardWidget, type Measure, type Registry } from '@club/schema';
import { allows, type PermissionStore } from '../access/permission-store';
import { ACCESS_MESSAGES } from '../access/messages';
import type { CrudService } from '../crud/crud.service';
import { ApiError, notFound } from '../crud/errors';
import type { Reader } from '../crud/readers';
import type { AggregateMeasure } from '../crud/sql';
import type { AuthUser } from '../http/request-user';
import type { Locale } from '../i18n/messages';
import { addDays, addMonths } from '../overrides/parts/club-calendar';
import { periodFilter, resolveFilter } from './dashboard-tokens';

interface WidgetBaseAnswer {
  key: string;
  resource: string;
  /** The list behind the widget, filtered as it counts (an admin path). */
  link: string;
}
export type WidgetAnswer =
  | (WidgetBaseAnswer & CardAnswer)
  | (WidgetBaseAnswer & { kind: 'chart'; chart: 'bar' | 'line'; by: { field: string; unit: string | null }; categories: string[]; labels?: Record<string, string>; series: { key: string; values: number[] }[] })
  | (WidgetBaseAnswer & { kind: 'list'; columns: { field: string; kind: string }[]; rows: { id: string; label: string; values: Record<string, unknown> }[] });

/**
 * A card's number; with a period, the period just before's too (`previous`, what its change is
 * measured against), and whether more is better (`upIsGood`, null when neither).
 */
interface CardAnswer {
  kind: 'card';
  measure: 'count' | 'sum' | 'average';
  field: string | null;
  value: number;
  previous: { period: DashboardPeriod; value: number } | null;
  upIsGood: boolean | null;
}

export interface DashboardAnswer {
  name: string;
  period: DashboardPeriod | null;
  periods: boolean;
  widgets: WidgetAnswer[];
}

/** How long a dashboard's answer is served again (a busy home page costs its queries once in this time). */
export const DASHBOARD_TTL_MS = 10_000;
const MAX_ANSWERS = 5_000;

/** At most this many days, weeks or months on one chart. */
const MAX_POINTS = 400;

/** Every day, week or month from the first key to the last (a day without rows is a zero, not a gap). */
const continuous = (keys: string[], unit: 'day' | 'week' | 'month' | undefined): string[] => {
  const valid = keys.filter((key) => /^\d{4}-\d{2}-\d{2}$/.test(key));
  if (!unit || valid.length < 2) return keys;
  const last = valid[valid.length - 1]!;
  const filled: string[] = [];
  for (let key = valid[0]!; key <= last && filled.length < MAX_POINTS; key = unit === 'month' ? addMonths(key, 1) : addDays(key, unit === 'week' ? 7 : 1)) filled.push(key);
  return filled;
};

/** At most this many records of a reference on one chart (the most counted). */
const MAX_RECORDS = 12;

const total = (results: { key: string | null; value: number }[][], key: string): number =>
  results.reduce((sum, rows) => sum + (rows.find((row) => (row.key ?? '') === key)?.value ?? 0), 0);

const measureOf = (measure: Measure | undefined): AggregateMeasure =>
  !measure || measure === 'count' ? { fn: 'count' } : 'sum' in measure ? { fn: 'sum', field: measure.sum } : { fn: 'avg', field: measure.average };

/**
 * Computes a declared dashboard (schema/src/screens/, `widgets`) for one reader: the page's `show`
 * permission first, then each widget over a resource the reader may list (others are left out,
 * never computed), in SQL through CrudService.aggregate and list with the reader's row scope.
 */
export class DashboardsService {
  /**
   * Answers kept DASHBOARD_TTL_MS per reader, dashboard, period and language; a write through
   * this instance to a resource a dashboard reads drops them at once (another instance's within
   * the TTL). Requests that arrive together share one computation.
   */
  private readonly answers = new Map<string, { until: number; answer: Promise<DashboardAnswer> }>();

  constructor(
    private readonly registry: Registry,
    private readonly crud: CrudService,
    private readonly permissions: PermissionStore,
  ) {
    const read = new Set(registry.screens.filter(isDashboard).flatMap((screen) => screen.widgets.map((widget) => widget.resource)));
    crud.onCommitted(() => this.answers.clear(), { resources: [...read] });
  }

  async compute(name: string, user: AuthUser, reader: Reader | undefined, rawPeriod: unknown, locale: Locale): Promise<DashboardAnswer> {
    const dashboard = this.registry.screens.find((screen): screen is DashboardDefinition => screen.name === name && isDashboard(screen));
    if (!dashboard) throw notFound(`There is no dashboard '${name}'`);
    const role = await this.permissions.role(user.role);
    if (!allows(role, name, ['show'])) throw new ApiError(HttpStatus.FORBIDDEN, ACCESS_MESSAGES[locale].forbidden('show', name));
    // SPEC: an invalid period is as if none was chosen (`all`: all time); no period at all is the one it opens on.
    const period = !dashboard.periods ? null : rawPeriod === undefined ? (dashboard.openOn ?? null) : DASHBOARD_PERIODS.includes(rawPeriod as DashboardPeriod) ? (rawPeriod as DashboardPeriod) : null;
    // The role's permissions are part of the key: a role changed meanwhile is a new answer (the
    // widgets follow `list`, the names of a chart's records `list` or `show`).
    const key = JSON.stringify([name, period, locale, user.id, user.role, user.tokenVersion, [...(role?.permissions.keys() ?? [])].filter((page) => allows(role, page, ['list', 'show']))]);
    const now = Date.now();
    const kept = this.answers.get(key);
    if (kept && kept.until > now) return kept.answer;
    if (this.answers.size >= MAX_ANSWERS) this.answers.clear();
    const shown = dashboard.widgets.filter((widget) => allows(role, widget.resource, ['list']));
    const answer = Promise.all(shown.map((widget) => this.widget(widget, user, reader, period, locale))).then((widgets) => ({ name, period, periods: dashboard.periods === true, widgets }));
    this.answers.set(key, { until: now + DASHBOARD_TTL_MS, answer });
    answer.catch(() => this.answers.delete(key));
    return answer;
  }

  private async widget(widget: DashboardWidget, user: AuthUser, reader: Reader | undefined, period: DashboardPeriod | null, locale: Locale): Promise<WidgetAnswer> {
    const resource = this.registry.get(widget.resource)!;
    // A card's own period (this month's letters) stands whatever the page chose.
    const counted = widget.kind === 'card' && widget.within ? widget.within : period;
    const declared = resolveFilter(resource, widget.filter, user.id);
    const filter = { ...declared, ...(counted && widget.period ? periodFilter(resource, widget.period, counted) : {}) };
    const base = { key: widget.key, resource: widget.resource, link: this.linkOf(resource, filter) };
    if (widget.kind === 'card') {
      const measure = measureOf(widget.measure);
      const valueOf = async (where: Record<string, unknown>) => (await this.crud.aggregate(widget.resource, where, measure, undefined, locale, reader))[0]?.value ?? 0;
      // The same count over the period just before; none for a card of "now" or of all time.
      const [value, previous] = await Promise.all([
        valueOf(filter),
        counted && widget.period ? valueOf({ ...declared, ...periodFilter(resource, widget.period, counted, 1) }) : null,
      ]);
      return {
        ...base,
        kind: 'card',
        measure: measure.fn === 'avg' ? 'average' : measure.fn,
        field: 'field' in measure ? measure.field : null,
        value,
        previous: counted && previous !== null ? { period: counted, value: previous } : null,
        upIsGood: widget.upIsGood ?? null,
      };
    }
    if (widget.kind === 'chart') {
      const declared = widget.series ?? [{ key: widget.key, filter: undefined, measure: widget.measure }];
      const results = await Promise.all(
        declared.map((series) =>
          this.crud.aggregate(widget.resource, { ...filter, ...resolveFilter(resource, series.filter, user.id) }, measureOf(series.measure ?? widget.measure), widget.by, locale, reader),
        ),
      );
      const field = resource.fields[widget.by.field];
      const keys = [...new Set(results.flatMap((rows) => rows.map((row) => row.key ?? '')))];
      // An enum's every value, in its declared order (zero where nothing counts); a reference's most
      // counted records first; dates continuous.
      const categories =
        field?.kind === 'enum' && !widget.by.unit
          ? [...field.values]
          : field?.kind === 'reference'
            ? keys.sort((a, b) => total(results, b) - total(results, a)).slice(0, MAX_RECORDS)
            : continuous(keys.sort(), widget.by.unit);
      const labels = field?.kind === 'reference' ? await this.labelsOf(field.target, categories, locale, reader) : undefined;
      return {
        ...base,
        kind: 'chart',
        chart: widget.chart ?? (widget.by.unit ? 'line' : 'bar'),
        by: { field: widget.by.field, unit: widget.by.unit ?? null },
        categories,
        ...(labels ? { labels } : {}),
        series: declared.map((series, index) => {
          const byKey = new Map(results[index]!.map((row) => [row.key ?? '', row.value]));
          return { key: series.key, values: categories.map((category) => byKey.get(category) ?? 0) };
        }),
      };
    }
    const page = await this.crud.list(
      widget.resource,
      { filter: JSON.stringify(filter), sort: JSON.stringify(widget.sort), range: JSON.stringify([0, widget.limit - 1]) },
      locale,
      reader,
    );
    const representation = [resource.recordRepresentation].flat();
    return {
      ...base,
      kind: 'list',
      columns: widget.fields.map((name) => ({ field: name, kind: resource.fields[name]?.kind ?? 'datetime' })),
      rows: page.rows.map((row) => ({
        id: String(row.id),
        label: representation.map((name) => row[name]).filter((value) => value !== null && value !== undefined && value !== '').join(' '),
        values: Object.fromEntries(widget.fields.map((name) => [name, row[name] ?? null])),
      })),
    };
  }

  /**
   * The records' names by their representation, as the reader may read them (none for '': no
   * record): only with the page permission a screen's references need on the target (`list` or
   * `show`), and then through its row rules and hidden fields, as any list of it.
   */
  private async labelsOf(target: string, ids: string[], locale: Locale, reader: Reader | undefined): Promise<Record<string, string>> {
    const wanted = ids.filter(Boolean);
    const resource = this.registry.get(target);
    if (!resource || wanted.length === 0) return {};
    if (reader && !reader.may(target, 'list') && !reader.may(target, 'show')) return {};
    try {
      const page = await this.crud.list(target, { filter: JSON.stringify({ id: wanted }) }, locale, reader);
      const representation = [resource.recordRepresentation].flat();
      return Object.fromEntries(page.rows.map((row) => [String(row.id), representation.map((name) => row[name]).filter((value) => value !== null && value !== undefined && value !== '').join(' ')]));
    } catch {
      // Names the reader may not read stay unnamed.
      return {};
    }
  }

  /** The admin's list of the resource with the widget's filter (react-admin reads `filter` from the address). */
  private linkOf(resource: AnyResource, filter: Record<string, unknown>): string {
    return Object.keys(filter).length === 0 ? resource.route : `${resource.route}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
  }
}
