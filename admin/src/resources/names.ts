import { RESOURCE_MANIFEST } from './manifest';
import { RESOURCE_ROUTES } from './resourceRoutes';

/** react-admin names a resource by its route without the leading slash ('Assets/Assets'). */
export const resourceNameOf = (resource: { route: string }): string => resource.route.slice(1);

// Every path of a resource names the same API resource; the API resource's own route is where links to its records go.
const apiNames = new Map(RESOURCE_ROUTES.map((entry) => [entry.name, entry.apiName]));
const resourceNames = new Map(RESOURCE_MANIFEST.map((resource) => [resource.name, resourceNameOf(resource)]));

/** react-admin resource name → API name (`/api/{name}`, i18n namespace). */
export const apiNameOf = (resourceName: string): string => apiNames.get(resourceName) ?? resourceName;

/** API name (as a reference field names its target) → react-admin resource name at its main route. */
export const resourceNameFor = (apiName: string): string => resourceNames.get(apiName) ?? apiName;

/** The sidebar icon of a react-admin resource (at whichever of its paths). */
export const menuIconOf = (resourceName: string) => {
  const entry = RESOURCE_ROUTES.find((candidate) => candidate.name === resourceName);
  return (entry?.menu ?? entry?.resource.menu)?.icon;
};
