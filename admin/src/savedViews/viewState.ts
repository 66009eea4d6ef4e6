import type { ListParams } from 'react-admin';
import { serializeListUrl, type UrlParam } from '../list/urlParams';
import { withView } from '../list/viewParam';

/** What a saved view keeps of a list (the API checks it against the list: api/src/overrides/parts/saved-view-state.ts). */
export interface ViewState {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The columns shown, when the person chose them; the list's own otherwise. */
  columns?: string[];
  perPage?: number;
  /** Calendar, board…: the table when absent. */
  view?: string;
}

/** A saved view as the API returns it. */
export interface SavedView {
  id: string;
  name: string;
  resource: string;
  state: ViewState | null;
  ownerId: string | null;
  sharedWithRoleId: string | null;
  pinned: boolean | null;
  version: number;
}

/** The list as it stands now, as a view's state (no empty parts). */
export const stateOfList = (list: { filterValues: Record<string, unknown>; sort: { field: string; order: string }; perPage: number }, columns: string[] | undefined, view: string | undefined): ViewState => ({
  ...(Object.keys(list.filterValues).length > 0 ? { filter: list.filterValues } : {}),
  sort: { field: list.sort.field, order: list.sort.order === 'DESC' ? 'DESC' : 'ASC' },
  ...(columns ? { columns } : {}),
  perPage: list.perPage,
  ...(view ? { view } : {}),
});

/** The list's URL search for a view: its first page with the view's filters, sort and size (the list's defaults for what it leaves out). */
export const searchOfState = (state: ViewState, params: readonly UrlParam[], defaults: { field: string; order: 'ASC' | 'DESC'; perPage: number }): string => {
  const list: ListParams = {
    page: 1,
    perPage: state.perPage ?? defaults.perPage,
    sort: state.sort?.field ?? defaults.field,
    order: state.sort?.order ?? defaults.order,
    filter: state.filter ?? {},
    displayedFilters: {},
  };
  return withView(serializeListUrl(list, params), state.view);
};

/** Keys in one order, so that two equal states compare equal however they were written. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, canonical(item)]))
      : value;

/** Whether a view shows the list as it stands (its filters, sort, columns, page size and view). */
export const sameState = (a: ViewState, b: ViewState): boolean =>
  JSON.stringify(canonical({ ...a, filter: a.filter ?? {} })) === JSON.stringify(canonical({ ...b, filter: b.filter ?? {} }));
