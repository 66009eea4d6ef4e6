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
  resource: ResourceManifestEntry;
}

export const RESOURCE_ROUTES: readonly ResourceRouteEntry[] = RESOURCE_MANIFEST.flatMap((resource) =>
  [{ route: resource.route, menu: resource.menu }, ...resource.alsoAt].map(({ route, menu }) => ({
    name: route.slice(1),
    apiName: resource.name,
    route,
    menu,
    resource,
  })),
);
