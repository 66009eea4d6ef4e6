import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { viewOfSearch, withView } from '../list/viewParam';
import type { SchemaResource } from '../resources/useSchemaResource';
import { LIST_VIEWS, type ListView } from './listViews';

/**
 * The views a list offers besides its table (those whose declaration they read), none for a list
 * kept out of the URL (SPEC's screens without search parameters stay tables).
 */
export const listViewsOf = (schema: SchemaResource): ListView[] =>
  schema.definition.list.searchParameters === false ? [] : LIST_VIEWS.filter((view) => view.applies(schema));

export interface ListViewChoice {
  views: ListView[];
  /** The view the URL names, undefined for the table. */
  current: ListView | undefined;
  /** Shows the records in another view (undefined: the table), as a new entry of the history. */
  choose: (name: string | undefined) => void;
}

/** Which view shows a list's records, kept in the URL (`view=calendar`). */
export const useListView = (schema: SchemaResource): ListViewChoice => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const views = useMemo(() => listViewsOf(schema), [schema]);
  const name = viewOfSearch(search, views.map((view) => view.name));
  const choose = useCallback((next: string | undefined) => navigate({ pathname, search: withView(search, next) }), [navigate, pathname, search]);
  return { views, current: views.find((view) => view.name === name), choose };
};
