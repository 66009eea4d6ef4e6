import { FILTER_OPS, KINDS, MAX_LIST_DEPTH, MAX_PAGE_SIZE, fieldOf, type AnyResource, type Field, type FilterOp, type FilterProblem, type ParsedFilter, type ResourceFacts, type SortOrder } from '@club/schema';
import { LIST_MESSAGES, type ListMessages, type ListRefusal } from '../i18n/list-messages';
import type { Locale } from '../i18n/messages';
import { badRequest } from './errors';
import { UUID } from './values';

export { MAX_LIST_DEPTH, MAX_PAGE_SIZE };
export const MAX_IN_VALUES = MAX_PAGE_SIZE;
export const DEFAULT_RANGE = { offset: 0, limit: 25 };
export const MAX_SEARCH_LENGTH = 200;

export interface Condition {
  field: string;
  op: FilterOp;
  /** A single value for eq/neq/gt/gte/lt/lte (null means IS NULL), a list for in. */
  value: unknown;
}

export interface ListQuery {
  sort: { field: string; order: SortOrder };
  /** Absent for getMany (a filter on ids): every matching record is returned. */
  range?: { offset: number; limit: number };
  conditions: Condition[];
  search?: string;
}

export interface RawListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

const NATURAL_KEY = /^[\w.-]{1,80}$/;

const SUFFIXES = FILTER_OPS.filter((op) => op !== 'eq' && op !== 'in');

/** A 400 naming the parameter (or filter key) at fault. */
const refused = (parameter: string, { message, field }: ListRefusal) => badRequest(message, { [parameter]: field });

const parseJson = (parameter: string, raw: unknown, m: ListMessages): unknown => {
  if (typeof raw !== 'string') throw refused(parameter, m.notGivenOnce(parameter));
  try {
    return JSON.parse(raw);
  } catch {
    throw refused(parameter, m.notJson(parameter));
  }
};

const parseSort = (resource: AnyResource, facts: ResourceFacts, raw: unknown, m: ListMessages): ListQuery['sort'] => {
  if (raw === undefined || raw === '') return { field: resource.list.sort[0], order: resource.list.sort[1] };
  const sort = parseJson('sort', raw, m);
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') throw refused('sort', m.sortShape);
  const [field, order] = sort as [string, string];
  if (!facts.sortable.has(field)) throw refused('sort', m.cannotSort(resource.name, field));
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw refused('sort', m.sortOrder(order));
  return { field, order: upper };
};

const parseRange = (raw: unknown, m: ListMessages): ListQuery['range'] => {
  if (raw === undefined || raw === '') return undefined;
  const range = parseJson('range', raw, m);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw refused('range', m.rangeShape);
  }
  const [start, end] = range as [number, number];
  if (end - start + 1 > MAX_PAGE_SIZE) throw refused('range', m.pageTooLarge(MAX_PAGE_SIZE));
  if (end >= MAX_LIST_DEPTH) throw refused('range', m.tooDeep(MAX_LIST_DEPTH));
  return { offset: start, limit: end - start + 1 };
};

type ParseFilter = (value: unknown, field: Field) => ParsedFilter;

/** The kind's filter parser of a field; `id`, which has no declaration, takes a UUID. */
const parseFilterOf = (field: Field | undefined) => (value: unknown): ParsedFilter =>
  field ? (KINDS[field.kind].parseFilter as ParseFilter)(value, field) : typeof value === 'string' && UUID.test(value) ? { value } : { problem: { key: 'uuid' } };

/** Checks one filter value by the field's kind (schema/src/kinds.ts); returns it in the form the SQL expects. */
const filterValue = (key: string, field: Field | undefined, value: unknown, keyed: boolean, m: ListMessages): unknown => {
  if (value === null) return null;
  // A reference to a resource with a natural key also takes the key ('cashier' for a role).
  if (keyed && typeof value === 'string' && NATURAL_KEY.test(value)) return value;
  const parsed = parseFilterOf(field)(value);
  if ('value' in parsed) return parsed.value;
  const problem: FilterProblem = keyed && parsed.problem.key === 'uuid' ? { key: 'uuidOrKey' } : parsed.problem;
  const what = (m.value[problem.key] as (problem: FilterProblem) => string)(problem);
  throw badRequest(m.filterValue(key, what), { [key]: what });
};

const parseCondition = (resource: AnyResource, facts: ResourceFacts, key: string, value: unknown, m: ListMessages): Condition => {
  const suffix = SUFFIXES.find((op) => key.endsWith(`_${op}`) && facts.filters.has(key.slice(0, -op.length - 1)));
  const field = suffix ? key.slice(0, -suffix.length - 1) : key;
  const allowed = facts.filters.get(field);
  if (!allowed) throw refused(key, m.unknownFilter(key, resource.name));
  const op: FilterOp = suffix ?? (Array.isArray(value) ? 'in' : 'eq');
  if (!allowed.includes(op)) throw refused(key, m.unsupportedOp(field, op));
  const declaration = fieldOf(resource, field);
  const keyed = facts.keyedReferences.has(field);
  if (op === 'in') {
    const values = value as unknown[];
    if (values.length > MAX_IN_VALUES) throw refused(key, m.tooManyValues(key, MAX_IN_VALUES));
    if (values.includes(null)) throw refused(key, m.listsNull(key));
    return { field, op, value: values.map((item) => filterValue(key, declaration, item, keyed, m)) };
  }
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) throw refused(key, m.singleValue(key));
  if (value === null && op !== 'eq' && op !== 'neq') throw refused(key, m.comparesNull(key));
  return { field, op, value: filterValue(key, declaration, value, keyed, m) };
};

/** Parses and checks `sort`, `range` and `filter`: only what the schema declares is accepted; refusals in the reader's language. */
export const parseListQuery = (resource: AnyResource, facts: ResourceFacts, raw: RawListQuery, locale: Locale = 'en'): ListQuery => {
  const m = LIST_MESSAGES[locale];
  const sort = parseSort(resource, facts, raw.sort, m);
  const range = parseRange(raw.range, m);
  const filter = raw.filter === undefined || raw.filter === '' ? {} : parseJson('filter', raw.filter, m);
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw refused('filter', m.filterNotObject);
  const conditions: Condition[] = [];
  let search: string | undefined;
  // In one order whatever the client's: equal filters make one statement text, one prepared plan.
  for (const [key, value] of Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (key === 'q') {
      if (facts.search.length === 0) throw refused('q', m.noSearch(resource.name));
      if (typeof value !== 'string' && typeof value !== 'number') throw refused('q', m.searchNotText);
      const text = String(value).trim();
      if (text.length > MAX_SEARCH_LENGTH) throw refused('q', m.searchTooLong(MAX_SEARCH_LENGTH));
      if (text.includes('\u0000')) throw refused('q', m.searchNul);
      if (text) search = text;
      continue;
    }
    if (value === undefined) continue;
    conditions.push(parseCondition(resource, facts, key, value, m));
  }
  const byIds = conditions.some((condition) => condition.field === 'id' && condition.op === 'in');
  return { sort, range: range ?? (byIds ? undefined : DEFAULT_RANGE), conditions, search };
};
