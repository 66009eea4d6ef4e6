import { MAX_PAGE_SIZE, SYSTEM_FIELDS, type AnyResource, type ResourceFacts } from '@club/schema';
import { parseListQuery } from '../../crud/list-query';
import { ApiError } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';

/** What a saved view keeps of a list: its filters, sort, columns, page size and view (table, calendar…). */
export const VIEW_STATE_KEYS = ['filter', 'sort', 'columns', 'perPage', 'view'] as const;

/** A view's state is a few filters and names, never a document: this many characters as JSON at most. */
export const MAX_VIEW_STATE_CHARS = 4000;

/** Markup or a script address in any value: never kept (it is shown back to other people). */
const MARKUP = /[<>]|javascript:/i;

/** Why a state is refused: the rule key of savedViews (its words in locales/) and the values they name. */
export interface StateProblem {
  key: 'stateShape' | 'stateTooLarge' | 'stateMarkup' | 'stateColumns' | 'stateFilter' | 'stateView';
  values?: Record<string, string | number>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : isObject(value) ? Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]) : [];

/** The other ways a list's records are seen that the resource declares (the admin's list views). */
const viewsOf = (resource: AnyResource): string[] => [...(resource.calendar ? ['calendar'] : []), ...(resource.workflow ? ['board'] : [])];

const columnsProblem = (resource: AnyResource, columns: unknown): StateProblem | undefined => {
  const known = new Set<string>([...Object.keys(resource.fields), ...SYSTEM_FIELDS]);
  if (!Array.isArray(columns) || columns.length === 0 || new Set(columns).size !== columns.length) return { key: 'stateColumns' };
  const unknown = columns.find((column) => typeof column !== 'string' || !known.has(column));
  return unknown === undefined ? undefined : { key: 'stateColumns' };
};

/**
 * Checks a view's state against the resource it is for: only the keys a view keeps, a bounded
 * size, no markup, filters and sort the list itself would accept (the list's own parser says why
 * not), columns among its fields, a page size the API serves and a view it offers.
 */
export const stateProblemOf = (resource: AnyResource, facts: ResourceFacts, state: unknown, locale: Locale): StateProblem | undefined => {
  if (state === null || state === undefined) return undefined;
  if (!isObject(state) || Object.keys(state).some((key) => !(VIEW_STATE_KEYS as readonly string[]).includes(key))) return { key: 'stateShape' };
  if (JSON.stringify(state).length > MAX_VIEW_STATE_CHARS) return { key: 'stateTooLarge', values: { max: MAX_VIEW_STATE_CHARS } };
  if (strings(state).some((text) => MARKUP.test(text))) return { key: 'stateMarkup' };
  const { filter, sort, columns, perPage, view } = state;
  if (filter !== undefined && !isObject(filter)) return { key: 'stateShape' };
  if (sort !== undefined && (!isObject(sort) || typeof sort.field !== 'string' || (sort.order !== 'ASC' && sort.order !== 'DESC'))) return { key: 'stateShape' };
  if (perPage !== undefined && (!Number.isSafeInteger(perPage) || (perPage as number) < 1 || (perPage as number) > MAX_PAGE_SIZE)) return { key: 'stateShape' };
  if (view !== undefined && (typeof view !== 'string' || !viewsOf(resource).includes(view))) return { key: 'stateView' };
  if (columns !== undefined) {
    const problem = columnsProblem(resource, columns);
    if (problem) return problem;
  }
  try {
    const sorted = isObject(sort) ? JSON.stringify([sort.field, sort.order]) : undefined;
    parseListQuery(resource, facts, { sort: sorted, filter: filter === undefined ? undefined : JSON.stringify(filter) }, locale);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { key: 'stateFilter', values: { reason: (error.getResponse() as { message: string }).message } };
  }
  return undefined;
};
