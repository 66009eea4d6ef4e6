import type { ListParams } from 'react-admin';

/** The rows-per-page choices of a list; a `pageSize` outside them falls back to the default. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/**
 * One search parameter a list screen declares (SPEC §5): its own key in the URL, mapped to the
 * react-admin list params. `page` and `pageSize` are always there; a `list` is a comma-separated
 * set of allowed values (`status=active,invited`), a `text` a free string. Invalid or missing
 * values silently become the defaults: page 1, pageSize 10, an empty list, empty text.
 */
export type UrlParam =
  | { key: string; kind: 'list'; values: readonly string[]; filter?: string }
  | { key: string; kind: 'text'; filter?: string };

type Query = URLSearchParams;

const positiveInteger = (text: string | null): number | undefined => {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

const listValues = (query: Query, param: Extract<UrlParam, { kind: 'list' }>): string[] => {
  const given = query.getAll(param.key).flatMap((text) => text.split(',')).map((text) => text.trim());
  return param.values.filter((value) => given.includes(value));
};

const jsonObject = (text: string | null): Record<string, unknown> => {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const filterKey = (param: UrlParam) => param.filter ?? param.key;

/**
 * The list params a URL stands for. Parameters the screen does not declare keep react-admin's
 * own encoding (`filter` as JSON, `sort`, `order`), so search and sorting survive a copied URL too.
 */
export const parseListUrl = (search: string, params: readonly UrlParam[], defaultSort: { field: string; order: 'ASC' | 'DESC' }): ListParams => {
  const query = new URLSearchParams(search);
  const declared = new Set(params.map(filterKey));
  const filter = Object.fromEntries(Object.entries(jsonObject(query.get('filter'))).filter(([key]) => !declared.has(key)));
  for (const param of params) {
    const value = param.kind === 'list' ? listValues(query, param) : (query.get(param.key) ?? '');
    if (value.length > 0 && (typeof value !== 'string' || value.trim())) filter[filterKey(param)] = value;
  }
  const pageSize = positiveInteger(query.get('pageSize'));
  const order = query.get('order');
  return {
    page: positiveInteger(query.get('page')) ?? 1,
    perPage: pageSize !== undefined && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: query.get('sort') || defaultSort.field,
    order: order === 'ASC' || order === 'DESC' ? order : defaultSort.order,
    filter,
    displayedFilters: Object.fromEntries(Object.keys(filter).map((key) => [key, true])),
  };
};

/** The canonical search string of list params: the declared keys, then react-admin's for the rest. */
export const serializeListUrl = (list: ListParams, params: readonly UrlParam[]): string => {
  const query = new URLSearchParams();
  query.set('page', String(list.page));
  query.set('pageSize', String(list.perPage));
  const rest: Record<string, unknown> = { ...list.filter };
  for (const param of params) {
    const value = rest[filterKey(param)];
    delete rest[filterKey(param)];
    if (param.kind === 'list' && Array.isArray(value) && value.length > 0) query.set(param.key, value.join(','));
    if (param.kind === 'text' && typeof value === 'string' && value.trim()) query.set(param.key, value);
  }
  query.set('sort', list.sort);
  query.set('order', list.order);
  if (Object.keys(rest).length > 0) query.set('filter', JSON.stringify(rest));
  // Commas need no escaping in a query string: keep `status=active,invited` readable.
  return `?${query.toString().replace(/%2C/g, ',')}`;
};
