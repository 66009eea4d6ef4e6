import { fieldOf, FILTER_OPS, type AnyResource, type Field, type FilterOp, type ResourceFacts, type SortOrder } from '@club/schema';
import { badRequest } from './errors';
import { isRealDate, isRealDateTime, ISO_TIME, UUID } from './values';

/** The largest page a client may ask for, and the most ids one `in` filter may list. */
export const MAX_PAGE_SIZE = 1000;
export const MAX_IN_VALUES = 1000;
export const DEFAULT_RANGE = { offset: 0, limit: 25 };

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

const parseJson = (parameter: string, raw: unknown): unknown => {
  if (typeof raw !== 'string') throw badRequest(`'${parameter}' must be given once, as JSON`, { [parameter]: 'must be JSON' });
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`'${parameter}' is not valid JSON`, { [parameter]: 'is not valid JSON' });
  }
};

const parseSort = (resource: AnyResource, facts: ResourceFacts, raw: unknown): ListQuery['sort'] => {
  if (raw === undefined || raw === '') return { field: resource.list.sort[0], order: resource.list.sort[1] };
  const sort = parseJson('sort', raw);
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
    throw badRequest(`'sort' must be ["field","ASC"|"DESC"]`, { sort: 'must be ["field","ASC"|"DESC"]' });
  }
  const [field, order] = sort as [string, string];
  if (!facts.sortable.has(field)) {
    throw badRequest(`Cannot sort ${resource.name} by '${field}'`, { sort: `cannot sort by '${field}'` });
  }
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw badRequest(`Sort order must be ASC or DESC, not '${order}'`, { sort: 'order must be ASC or DESC' });
  return { field, order: upper };
};

const parseRange = (raw: unknown): ListQuery['range'] => {
  if (raw === undefined || raw === '') return undefined;
  const range = parseJson('range', raw);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw badRequest(`'range' must be [start, end] with 0 <= start <= end`, { range: 'must be [start, end] with 0 <= start <= end' });
  }
  const [start, end] = range as [number, number];
  if (end - start + 1 > MAX_PAGE_SIZE) {
    throw badRequest(`A page holds at most ${MAX_PAGE_SIZE} records`, { range: `at most ${MAX_PAGE_SIZE} records per page` });
  }
  return { offset: start, limit: end - start + 1 };
};

/** Checks one filter value against the field's kind; returns it in the form the SQL expects. */
const filterValue = (key: string, name: string, field: Field | undefined, value: unknown, keyed = false): unknown => {
  const invalid = (what: string) => badRequest(`Filter '${key}' ${what}`, { [key]: what });
  if (value === null) return null;
  const kind = field?.kind ?? 'reference'; // only `id` has no field declaration
  switch (kind) {
    case 'reference':
    case 'referenceMany':
      // A reference to a resource with a natural key also takes the key ('cashier' for a role).
      if (keyed && typeof value === 'string' && NATURAL_KEY.test(value)) return value;
      if (typeof value !== 'string' || !UUID.test(value)) throw invalid(keyed ? 'must be a UUID or a key' : 'must be a UUID');
      return value;
    case 'integer':
    case 'decimal':
    case 'money': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw invalid('must be a number');
      if (kind === 'integer' && !Number.isInteger(number)) throw invalid('must be a whole number');
      if (Math.abs(number) > 1e15) throw invalid('is out of range');
      return number;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalid('must be true or false');
    case 'date':
      if (typeof value !== 'string' || !isRealDate(value.slice(0, 10))) throw invalid('must be a date (YYYY-MM-DD)');
      return value.slice(0, 10);
    case 'datetime':
      if (typeof value === 'string' && isRealDate(value)) return value;
      if (typeof value !== 'string' || !isRealDateTime(value)) throw invalid('must be an ISO 8601 date-time');
      return value;
    case 'time':
      if (typeof value !== 'string' || !ISO_TIME.test(value)) throw invalid('must be a time (HH:MM)');
      return value;
    case 'enum':
    case 'multiEnum':
      if (field && 'values' in field && !field.values.includes(value as string)) {
        throw invalid(`must be one of ${field.values.join(', ')}`);
      }
      return value;
    default:
      if (typeof value !== 'string' && typeof value !== 'number') throw invalid('must be text');
      if (String(value).length > 1000) throw invalid('is too long');
      if (String(value).includes('\u0000')) throw invalid('must not contain NUL characters');
      return String(value);
  }
};

const parseCondition = (resource: AnyResource, facts: ResourceFacts, key: string, value: unknown): Condition => {
  const suffix = SUFFIXES.find((op) => key.endsWith(`_${op}`) && facts.filters.has(key.slice(0, -op.length - 1)));
  const field = suffix ? key.slice(0, -suffix.length - 1) : key;
  const allowed = facts.filters.get(field);
  if (!allowed) throw badRequest(`Unknown filter '${key}' on ${resource.name}`, { [key]: 'is not a filter of this resource' });
  const op: FilterOp = suffix ?? (Array.isArray(value) ? 'in' : 'eq');
  if (!allowed.includes(op)) {
    throw badRequest(`Filter '${field}' does not support '${op}'`, { [key]: `does not support '${op}'` });
  }
  const declaration = fieldOf(resource, field);
  const keyed = facts.keyedReferences.has(field);
  if (op === 'in') {
    const values = value as unknown[];
    if (values.length > MAX_IN_VALUES) throw badRequest(`Filter '${key}' lists more than ${MAX_IN_VALUES} values`, { [key]: 'too many values' });
    if (values.includes(null)) throw badRequest(`Filter '${key}' cannot list null`, { [key]: 'cannot list null' });
    return { field, op, value: values.map((item) => filterValue(key, field, declaration, item, keyed)) };
  }
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    throw badRequest(`Filter '${key}' takes a single value`, { [key]: 'takes a single value' });
  }
  if (value === null && op !== 'eq' && op !== 'neq') throw badRequest(`Filter '${key}' cannot compare with null`, { [key]: 'cannot be null' });
  return { field, op, value: filterValue(key, field, declaration, value, keyed) };
};

/** Parses and checks `sort`, `range` and `filter`: only what the schema declares is accepted. */
export const parseListQuery = (resource: AnyResource, facts: ResourceFacts, raw: RawListQuery): ListQuery => {
  const sort = parseSort(resource, facts, raw.sort);
  const range = parseRange(raw.range);
  const filter = raw.filter === undefined || raw.filter === '' ? {} : parseJson('filter', raw.filter);
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest(`'filter' must be a JSON object`, { filter: 'must be a JSON object' });
  }
  const conditions: Condition[] = [];
  let search: string | undefined;
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      if (facts.search.length === 0) throw badRequest(`${resource.name} has no search fields`, { q: 'is not supported here' });
      if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`'q' must be text`, { q: 'must be text' });
      const text = String(value).trim();
      if (text.length > 200) throw badRequest(`'q' is longer than 200 characters`, { q: 'is too long' });
      if (text.includes('\u0000')) throw badRequest(`'q' must not contain NUL characters`, { q: 'must not contain NUL characters' });
      if (text) search = text;
      continue;
    }
    if (value === undefined) continue;
    conditions.push(parseCondition(resource, facts, key, value));
  }
  const byIds = conditions.some((condition) => condition.field === 'id' && condition.op === 'in');
  return { sort, range: range ?? (byIds ? undefined : DEFAULT_RANGE), conditions, search };
};
