import { registry } from '@club/schema/browser';
import { listParamsFor } from '../list/listParamsFor';
import { DEFAULT_PAGE_SIZE } from '../list/urlParams';
import { resourceNameFor } from '../resources/names';
import { searchOfState, type SavedView } from './viewState';

/**
 * The list path and search that show a view, its first page: at `pathname` (the list on screen,
 * one of its resource's paths) or its resource's own path. Undefined for a resource no longer declared.
 */
export const viewLocation = (view: SavedView, pathname?: string): string | undefined => {
  const definition = registry.get(view.resource);
  if (!definition) return undefined;
  const schema = { apiName: view.resource, definition, facts: registry.facts(view.resource) };
  const [field, order] = definition.list.sort;
  const search = searchOfState(view.state ?? {}, listParamsFor(schema), { field, order, perPage: DEFAULT_PAGE_SIZE });
  return `${pathname ?? `/${resourceNameFor(view.resource)}`}${search}`;
};
