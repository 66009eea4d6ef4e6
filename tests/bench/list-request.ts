import { loadRegistry } from '@club/schema/node';
import { EXACT_COUNT_CAP, parseListQuery, sql } from '@club/api';

/** The request both servers answer: a 25-row page of tasks, sorted, filtered, with the total. */
export const LIST_QUERY = { sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{"status":"todo"}' };
export const LIST_PATH = `/api/tasks?${new URLSearchParams(LIST_QUERY).toString()}`;

/** The exact statements the API runs for LIST_QUERY, so the raw endpoint runs the same SQL. */
export const listStatements = async () => {
  const registry = await loadRegistry();
  const table = new sql.ResourceTable(registry.get('tasks')!, registry.facts('tasks'));
  const query = parseListQuery(table.resource, table.facts, LIST_QUERY);
  return {
    page: sql.prepared(sql.selectPage(table, query)),
    explain: sql.prepared(sql.explainCount(table, query)),
    count: sql.prepared(sql.countCapped(table, query, EXACT_COUNT_CAP)),
    limit: query.range!.limit,
    cap: EXACT_COUNT_CAP,
  };
};
