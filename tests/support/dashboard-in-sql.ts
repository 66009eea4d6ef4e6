import type { AnyResource, DashboardFilter, DashboardWidget, Measure } from '@club/schema';
import type { TestApp } from './test-app';

// A second, independent reading of a declared dashboard widget: its filter, period, measure and
// grouping written straight into SQL here (not through the API's list-filter code), so a test can
// compare each number the dashboards API answers with what PostgreSQL counts by itself.

const ZONE = `'Asia/Riyadh'`;
/** The club's day as SQL computes it, and the first instant of a day. */
const TODAY = `(now() AT TIME ZONE ${ZONE})::date`;
const DAYS: Record<string, string> = {
  $today: TODAY,
  $tomorrow: `(${TODAY} + 1)`,
  $yesterday: `(${TODAY} - 1)`,
  // The week starts on Sunday (the Saudi work week); PostgreSQL's dow counts from Sunday = 0.
  $weekStart: `(${TODAY} - extract(dow FROM ${TODAY})::int)`,
  $monthStart: `date_trunc('month', ${TODAY})::date`,
  $monthEnd: `(date_trunc('month', ${TODAY}) + interval '1 month' - interval '1 day')::date`,
};
const PERIOD_START = { today: DAYS.$today!, week: DAYS.$weekStart!, month: DAYS.$monthStart! } as const;
export type Period = keyof typeof PERIOD_START;
/** The first day of the period `steps` periods after (before, when negative) the one starting on `start`. */
const PERIOD_STEP = {
  today: (start: string, steps: number) => `(${start} + ${steps})`,
  week: (start: string, steps: number) => `(${start} + ${7 * steps})`,
  month: (start: string, steps: number) => `(${start} + interval '${steps} month')::date`,
} as const;

interface Sql {
  where: string[];
  values: unknown[];
}

const suffixes = { _gte: '>=', _lte: '<=' } as const;

export class DashboardInSql {
  constructor(
    private readonly app: TestApp,
    private readonly resources: ReadonlyMap<string, AnyResource>,
    private readonly userId: string,
  ) {}

  private column(resource: string, field: string): string {
    return this.app.crud.table(resource).column(field);
  }

  private isDate(resource: string, field: string): boolean {
    return this.resources.get(resource)!.fields[field]?.kind === 'date';
  }

  /** A day as the field holds it: the date itself, or its first instant in the club's zone for a date-time. */
  private day(resource: string, field: string, day: string): string {
    return this.isDate(resource, field) ? day : `(${day})::timestamp AT TIME ZONE ${ZONE}`;
  }

  private conditions(resource: string, filter: DashboardFilter | undefined, sql: Sql): void {
    for (const [key, value] of Object.entries(filter ?? {})) {
      const suffix = (Object.keys(suffixes) as (keyof typeof suffixes)[]).find((candidate) => key.endsWith(candidate));
      const field = suffix ? key.slice(0, -suffix.length) : key;
      const column = this.column(resource, field);
      if (value === null) {
        sql.where.push(`${column} IS NULL`);
        continue;
      }
      let operand: string;
      if (value === '$now') operand = this.isDate(resource, field) ? TODAY : 'now()';
      else if (typeof value === 'string' && value in DAYS) operand = this.day(resource, field, DAYS[value]!);
      else {
        sql.values.push(value === '$user' ? this.userId : value);
        operand = `$${sql.values.length}`;
      }
      if (Array.isArray(value)) sql.where.push(`${column}::text = ANY(${operand}::text[])`);
      else if (suffix) sql.where.push(`${column} ${suffixes[suffix]} ${operand}`);
      else sql.where.push(`${column}::text = ${operand}::text`);
    }
  }

  /** The widget's conditions; with a period, from its first day to the next period's, `ago` periods back. */
  private base(widget: DashboardWidget, period: Period | undefined, extra?: DashboardFilter, ago = 0): Sql {
    const sql: Sql = { where: [], values: [] };
    this.conditions(widget.resource, widget.filter, sql);
    this.conditions(widget.resource, extra, sql);
    if (period && widget.period) {
      const column = this.column(widget.resource, widget.period);
      const start = PERIOD_STEP[period](PERIOD_START[period], -ago);
      sql.where.push(`${column} >= ${this.day(widget.resource, widget.period, start)}`, `${column} < ${this.day(widget.resource, widget.period, PERIOD_STEP[period](start, 1))}`);
    }
    return sql;
  }

  private measure(resource: string, measure: Measure | undefined): string {
    if (!measure || measure === 'count') return 'count(*)';
    return 'sum' in measure ? `COALESCE(sum(${this.column(resource, measure.sum)}), 0)` : `avg(${this.column(resource, measure.average)})`;
  }

  private from(resource: string, sql: Sql): string {
    return `FROM ${this.app.crud.table(resource).table}${sql.where.length ? ` WHERE ${sql.where.join(' AND ')}` : ''}`;
  }

  /** A card's number (its own period before the page's), `ago` periods back. */
  async card(widget: DashboardWidget & { kind: 'card' }, period?: Period, ago = 0): Promise<number> {
    const sql = this.base(widget, widget.within ?? period, undefined, ago);
    const { rows } = await this.app.pool.query(`SELECT (${this.measure(widget.resource, widget.measure)})::float8 AS "n" ${this.from(widget.resource, sql)}`, sql.values);
    return Number(rows[0].n ?? 0);
  }

  /** A chart's series, each as its value per category key (an enum value, a record's id or a period's first day). */
  async chart(widget: DashboardWidget & { kind: 'chart' }, period?: Period): Promise<Map<string, Map<string, number>>> {
    const byField = widget.by.field;
    const column = this.column(widget.resource, byField);
    const local = this.isDate(widget.resource, byField) ? column : `(${column} AT TIME ZONE ${ZONE})`;
    const key = widget.by.unit ? `to_char(date_trunc('${widget.by.unit}', ${local}), 'YYYY-MM-DD')` : `${column}::text`;
    const result = new Map<string, Map<string, number>>();
    for (const series of widget.series ?? [{ key: widget.key, filter: undefined, measure: widget.measure }]) {
      const sql = this.base(widget, period, series.filter);
      const { rows } = await this.app.pool.query(
        `SELECT COALESCE(${key}, '') AS "key", (${this.measure(widget.resource, series.measure ?? widget.measure)})::float8 AS "n" ${this.from(widget.resource, sql)} GROUP BY 1`,
        sql.values,
      );
      result.set(series.key, new Map(rows.map((row) => [String(row.key), Number(row.n)])));
    }
    return result;
  }

  /** A list's record ids, in order. */
  async list(widget: DashboardWidget & { kind: 'list' }, period?: Period): Promise<string[]> {
    const sql = this.base(widget, period);
    const [field, order] = widget.sort;
    const { rows } = await this.app.pool.query(
      `SELECT "id" ${this.from(widget.resource, sql)} ORDER BY ${this.column(widget.resource, field)} ${order} NULLS ${order === 'ASC' ? 'LAST' : 'FIRST'}, "id" ${order} LIMIT ${widget.limit}`,
      sql.values,
    );
    return rows.map((row) => String(row.id));
  }
}
