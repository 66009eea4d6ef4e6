import { parseListQuery, type ListQuery, type RawListQuery } from './list-query';
import { countCapped, explainCount, selectPage, type ReadView, type ResourceTable, type Statement } from './sql';
import type { Locale } from '../i18n/messages';

/** The statements behind a list's total: the planner's estimate, its key in the cache of totals, the capped count. */
export interface TotalStatements {
  explain: Statement;
  key: string;
  count(): Statement;
}

/** A list's statements: its page and its total. */
export interface ListStatements extends TotalStatements {
  page: Statement;
}

/** Writes the total's statements of a query for a view (the count only when it is asked for). */
export const totalStatementsOf = (table: ResourceTable, query: ListQuery, view: ReadView, cap: number): TotalStatements => {
  const explain = explainCount(table, query, view);
  let count: Statement | undefined;
  return { explain, key: `${explain.text}\u0000${JSON.stringify(explain.values)}`, count: () => (count ??= countCapped(table, query, cap, view)) };
};

export interface ListPlan {
  query: ListQuery;
  /** For a reader who sees the whole table (the same SQL for all of them), written on first use. */
  statements?: ListStatements;
}

/**
 * Lists asked for again and again (a screen's first page, an integrator's poll) are parsed and
 * written as SQL once, kept by the request's own parameters: the statements reused are the same
 * strings, already joined and hashed, which pg matches to its prepared statements by identity.
 * A search is not kept (its words are as many as people type), nor are statements that carry a
 * reader's own values (a row scope): those are written per request.
 */
export class ListPlans {
  private readonly plans = new Map<string, ListPlan>();

  constructor(
    private readonly cap: number,
    private readonly capacity = 1000,
  ) {}

  /** The parsed query of a list: the kept one for a repeated request, else parsed (refusals in `locale`). */
  planOf(table: ResourceTable, raw: RawListQuery, locale: Locale): ListPlan {
    const key = keyOf(table.resource.name, raw);
    const kept = key === undefined ? undefined : this.plans.get(key);
    if (kept) return kept;
    const plan: ListPlan = { query: parseListQuery(table.resource, table.facts, raw, locale) };
    if (key !== undefined && !plan.query.search) {
      if (this.plans.size >= this.capacity) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(key, plan);
    }
    return plan;
  }

  /** A plan's statements for a view: the kept ones for the whole table, else written for this reader. */
  statementsOf(table: ResourceTable, plan: ListPlan, view: ReadView): ListStatements {
    if (view !== table.fullView) return this.write(table, plan.query, view);
    return (plan.statements ??= this.write(table, plan.query, view));
  }

  private write(table: ResourceTable, query: ListQuery, view: ReadView): ListStatements {
    return { page: selectPage(table, query, view), ...totalStatementsOf(table, query, view, this.cap) };
  }
}

/** A query parameter given once, or not at all (a repeated one arrives as an array). */
const singleOrAbsent = (value: unknown) => value === undefined || typeof value === 'string';

/** A request's parameters as one key; none when one is not a single string (the parser refuses it). */
const keyOf = (resource: string, { sort, range, filter }: RawListQuery): string | undefined => {
  if (!singleOrAbsent(sort) || !singleOrAbsent(range) || !singleOrAbsent(filter)) return undefined;
  return `${resource}\u0000${(sort as string | undefined) ?? ''}\u0000${(range as string | undefined) ?? ''}\u0000${(filter as string | undefined) ?? ''}`;
};
