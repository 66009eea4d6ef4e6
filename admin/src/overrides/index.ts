import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FilterRenderer } from '../filters/kindFilters';
import type { UrlParam } from '../list/urlParams';

/**
 * Per-resource overrides, found by convention: `overrides/{apiName}/{Name}.tsx` default-exports
 * a component that replaces one part of the generic views, and `overrides/{apiName}/listParams.ts`
 * exports the URL search parameters of its list. Nothing else names a resource: the generic
 * views ask `overrideOf(apiName, 'BulkActions')` and fall back to their own part when there is none.
 * Helpers of an override live in a subfolder (not picked up).
 *
 * - `BulkActions`: the buttons of the list's bulk toolbar (instead of the generic bulk delete).
 * - `DeleteButton`: the delete button of the edit form's toolbar.
 * - `ListActions`: the list's top toolbar (instead of react-admin's filter, create and export buttons).
 * - `ListAside`: a panel beside the list (the organisation tree beside the departments).
 * - `ListHeader`: a panel above the rows, inside the list (it reads the list's filters): the
 *   stakeholders' power/interest grid.
 * - `ShowPanel`: a part under the show page's fields (a poll's results and its answer form).
 * - `FormPanel`: a part under the create and edit form's inputs, inside the form (it reads the
 *   values typed so far): a leave request's days and balance before it is sent.
 */
export type OverrideName = 'BulkActions' | 'DeleteButton' | 'ListActions' | 'ListAside' | 'ListHeader' | 'ShowPanel' | 'FormPanel';

type Loader = () => Promise<{ default: ComponentType }>;

const pathPattern = /^\.\/([^/]+)\/([^/]+)\.tsx$/;

// Views load on first use, like the generic views they replace.
const components = new Map<string, LazyExoticComponent<ComponentType>>();
for (const [path, load] of Object.entries(import.meta.glob<{ default: ComponentType }>('./*/*.tsx'))) {
  const [, apiName, name] = pathPattern.exec(path) ?? [];
  if (apiName && name) components.set(`${apiName}/${name}`, lazy(load as Loader));
}

const listParams = new Map<string, readonly UrlParam[]>(
  Object.entries(import.meta.glob<readonly UrlParam[]>('./*/listParams.ts', { eager: true, import: 'listParams' })).map(
    ([path, params]) => [path.split('/')[1]!, params],
  ),
);

/** The resource's own component for this part of the generic views, if it has one (render it inside <Suspense>). */
export const overrideOf = (apiName: string, name: OverrideName): LazyExoticComponent<ComponentType> | undefined =>
  components.get(`${apiName}/${name}`);

/**
 * Field inputs a resource draws itself: `overrides/{apiName}/inputs/{field}.tsx` default-exports
 * an input taking { source } (a role's permission matrix instead of a JSON text box).
 */
const inputs = new Map<string, LazyExoticComponent<ComponentType<{ source: string }>>>();
for (const [path, load] of Object.entries(import.meta.glob<{ default: ComponentType<{ source: string }> }>('./*/inputs/*.tsx'))) {
  const [, apiName, field] = /^\.\/([^/]+)\/inputs\/([^/]+)\.tsx$/.exec(path) ?? [];
  if (apiName && field) inputs.set(`${apiName}/${field}`, lazy(load));
}

/** The resource's own input for a field, if it has one (render it inside <Suspense>). */
export const inputOverrideOf = (apiName: string, field: string) => inputs.get(`${apiName}/${field}`);

/**
 * Display fields a resource draws itself: `overrides/{apiName}/fields/{field}.tsx` default-exports
 * a field taking { source, sortable }. Loaded with the views (not lazily): lists read a column's
 * props from the element itself.
 */
type FieldOverride = ComponentType<{ source: string; sortable?: boolean }>;
const fields = new Map<string, FieldOverride>(
  Object.entries(import.meta.glob<FieldOverride>('./*/fields/*.tsx', { eager: true, import: 'default' })).flatMap(([path, component]) => {
    const [, apiName, field] = /^\.\/([^/]+)\/fields\/([^/]+)\.tsx$/.exec(path) ?? [];
    return apiName && field ? [[`${apiName}/${field}`, component] as const] : [];
  }),
);

/** The resource's own display field for a field, if it has one. */
export const fieldOverrideOf = (apiName: string, field: string): FieldOverride | undefined => fields.get(`${apiName}/${field}`);

/**
 * List filters a resource draws itself: `overrides/{apiName}/filters/{field}.ts` default-exports a
 * filter renderer (the kinds' own signature): the kind of record by its name instead of a text box.
 */
const filters = new Map<string, FilterRenderer>(
  Object.entries(import.meta.glob<FilterRenderer>('./*/filters/*.ts', { eager: true, import: 'default' })).flatMap(([path, renderer]) => {
    const [, apiName, field] = /^\.\/([^/]+)\/filters\/([^/]+)\.ts$/.exec(path) ?? [];
    return apiName && field ? [[`${apiName}/${field}`, renderer] as const] : [];
  }),
);

/** The resource's own filter for a field, if it has one. */
export const filterOverrideOf = (apiName: string, field: string): FilterRenderer | undefined => filters.get(`${apiName}/${field}`);

/** The URL search parameters the resource's list declares, if any (see list/urlParams.ts). */
export const listParamsOf = (apiName: string): readonly UrlParam[] | undefined => listParams.get(apiName);
