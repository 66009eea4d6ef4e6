import { RESOURCE_MANIFEST } from './manifest';

/** react-admin names a resource by its route without the leading slash ('Assets/Assets'). */
export const resourceNameOf = (resource: { route: string }): string => resource.route.slice(1);

const apiNames = new Map(RESOURCE_MANIFEST.map((resource) => [resourceNameOf(resource), resource.name]));
const resourceNames = new Map(RESOURCE_MANIFEST.map((resource) => [resource.name, resourceNameOf(resource)]));

/** react-admin resource name → API name (`/api/{name}`, i18n namespace). */
export const apiNameOf = (resourceName: string): string => apiNames.get(resourceName) ?? resourceName;

/** API name (as a reference field names its target) → react-admin resource name. */
export const resourceNameFor = (apiName: string): string => resourceNames.get(apiName) ?? apiName;
