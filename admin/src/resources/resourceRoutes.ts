import type { ResourceManifestEntry, ResourceMenu } from '@club/schema';
import { RESOURCE_MANIFEST } from './manifest';

/**
 * One admin path of a resource: react-admin registers a resource per path, named by the path
 * without its leading slash ('Assets/Assets'), so a resource at two spec paths has two sets of
 * screens over the same API resource.
 */
export interface ResourceRouteEntry {
  /** react-admin's resource name at this path. */
  name: string;
  /** The API resource behind it (`/api/{name}`, i18n namespace, page permission). */
  apiName: string;
  route: string;
  /** Its sidebar entry, if it has one. */
  menu?: ResourceMenu;
  /** The records it is about (its list's permanent filter, its create form's first values), and its own label. */
  preset?: Readonly<Record<string, string | readonly string[]>>;
  view?: string;
  resource: ResourceManifestEntry;
}

export const RESOURCE_ROUTES: readonly ResourceRouteEntry[] = RESOURCE_MANIFEST.flatMap((resource) =>
  [{ route: resource.route, menu: resource.menu }, ...resource.alsoAt].map(({ route, menu, preset, view }) => ({
    name: route.slice(1),
    apiName: resource.name,
    route,
    menu,
    preset,
    view,
    resource,
  })),
);

const BY_NAME = new Map(RESOURCE_ROUTES.map((entry) => [entry.name, entry]));

/** The path entry of a react-admin resource name. */
export const routeEntryOf = (name: string): ResourceRouteEntry | undefined => BY_NAME.get(name);

/** The values a preset path's create form starts with: the first of each preset field. */
export const presetDefaults = (preset: ResourceRouteEntry['preset']): Record<string, string> =>
  Object.fromEntries(Object.entries(preset ?? {}).map(([field, values]) => [field, typeof values === 'string' ? values : values[0]!]));
