import type { ListParams } from 'react-admin';

/** The rows-per-page choices of a list; a `pageSize` outside them falls back to the default. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The URL key of the list's other filters (the filter form's inputs that are no declared parameter), as JSON. */
export const OTHER_FILTERS_KEY = 'filters';

/**
 * One search parameter a list screen declares (SPEC §2, §5): its own key in the URL, mapped to a
 * key of the react-admin filter (`filter`, defaulting to the URL key). `page` and `pageSize` are
 * always there; a `list` is a comma-separated set of allowed values (`status=active,invited`),
 * where `aliases` maps other spellings to a value; a `text` is a free string. Invalid or missing
 * values silently become the defaults: page 1, pageSize 10, an empty list, empty text.
 */
export type UrlParam =
  | { key: string; kind: 'list'; values: readonly string[]; aliases?: Readonly<Record<string, string>>; filter?: string }
  | { key: string; kind: 'text'; filter?: string };

/** The list's sort when the URL has none or an unknown one, and the fields it may sort by. */
export interface SortDefaults {
  field: string;
  order: 'ASC' | 'DESC';
  /** When given, a `sort` outside it falls back to the default. */
  sortable?: ReadonlySet<string>;
}

type ListUrlParam = Extract<UrlParam, { kind: 'list' }>;

const filterKey = (param: UrlParam) => param.filter ?? param.key;

const positiveInteger = (text: string | null): number | undefined => {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

const pageSizeOf = (text: string | null): number => {
  const value = positiveInteger(text);
  return value !== undefined && (PAGE_SIZES as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
};

/** The declared values named in the URL, in their declared order, each once. */
const listValues = (query: URLSearchParams, param: ListUrlParam): string[] => {
  const given = new Set(
    query
      .getAll(param.key)
      .flatMap((text) => text.split(','))
      .map((text) => text.trim())
      .map((text) => param.aliases?.[text] ?? text),
  );
  return param.values.filter((value) => given.has(value));
};

const jsonObject = (text: string | null): Record<string, unknown> | undefined => {
  if (!text?.trim().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Old links kept react-admin's JSON under `filter` (`filter={"q":"x","status":["todo"]}`): its
 * declared keys become their own parameters (unless the URL has them) and the rest other filters.
 */
const upgradeLegacyFilter = (query: URLSearchParams, params: readonly UrlParam[]): Record<string, unknown> => {
  const legacy = jsonObject(query.get('filter'));
  if (!legacy) return {};
  query.delete('filter');
  const rest = { ...legacy };
  for (const param of params) {
    const value = rest[filterKey(param)];
    if (value === undefined || query.has(param.key)) continue;
    if (Array.isArray(value)) query.set(param.key, value.map(String).join(','));
    else if (typeof value === 'string') query.set(param.key, value);
  }
  return rest;
};

/**
 * The list params a URL stands for: `page`, `pageSize`, the declared parameters, `sort` and
 * `order`, and the list's other filters as JSON under `filters`. Anything invalid is dropped, so
 * the result serialises to the URL's canonical form.
 */
export const parseListUrl = (search: string, params: readonly UrlParam[], defaults: SortDefaults): ListParams => {
  const query = new URLSearchParams(search);
  const declared = new Set(params.map(filterKey));
  const others = { ...upgradeLegacyFilter(query, params), ...jsonObject(query.get(OTHER_FILTERS_KEY)) };
  // A declared parameter only ever comes from its own key, where it is checked.
  const filter = Object.fromEntries(Object.entries(others).filter(([key]) => !declared.has(key)));
  for (const param of params) {
    if (param.kind === 'list') {
      const values = listValues(query, param);
      if (values.length > 0) filter[filterKey(param)] = values;
    } else {
      // Kept as typed (a trailing space is half a word being typed), but blank is no filter.
      const text = query.get(param.key);
      if (text?.trim()) filter[filterKey(param)] = text;
    }
  }
  const sort = query.get('sort');
  const order = query.get('order');
  const knownSort = sort && (!defaults.sortable || defaults.sortable.has(sort));
  return {
    page: positiveInteger(query.get('page')) ?? 1,
    perPage: pageSizeOf(query.get('pageSize')),
    sort: knownSort ? sort : defaults.field,
    order: order === 'ASC' || order === 'DESC' ? order : defaults.order,
    filter,
    displayedFilters: Object.fromEntries(Object.keys(filter).map((key) => [key, true])),
  };
};

/** The canonical search string of list params: page, pageSize, the declared keys, sort, order, other filters. */
export const serializeListUrl = (list: ListParams, params: readonly UrlParam[]): string => {
  const query = new URLSearchParams();
  query.set('page', String(list.page));
  query.set('pageSize', String(list.perPage));
  const rest: Record<string, unknown> = { ...list.filter };
  for (const param of params) {
    const value = rest[filterKey(param)];
    delete rest[filterKey(param)];
    if (param.kind === 'list' && Array.isArray(value) && value.length > 0) query.set(param.key, value.join(','));
    if (param.kind === 'list' && typeof value === 'string' && value) query.set(param.key, value);
    if (param.kind === 'text' && typeof value === 'string' && value.trim()) query.set(param.key, value);
  }
  query.set('sort', list.sort);
  query.set('order', list.order);
  if (Object.keys(rest).length > 0) query.set(OTHER_FILTERS_KEY, JSON.stringify(rest));
  // Commas need no escaping in a query string: keep `status=active,invited` readable.
  return `?${query.toString().replace(/%2C/g, ',')}`;
};
