import type { ResourceManifestEntry } from '@club/schema';
import type { ResourceProps } from 'react-admin';
import { RESOURCE_ICONS } from './icons';
import { Route } from 'react-router-dom';
import { LazyCreate, LazyEdit, LazyImport, LazyList, LazyShow, LazySingleton } from './lazyViews';
import { representationOf } from './representationOf';
import { RESOURCE_ROUTES } from './resourceRoutes';

/**
 * What <Resource> needs for one resource; a read-only one, or one without a writable field, has no
 * create or edit; a settings resource (singleton) opens its one row's form at its route.
 */
export const descriptorOf = (resource: ResourceManifestEntry, name: string, menu = resource.menu): ResourceProps => {
  const writable = !resource.readOnly && resource.writable;
  return {
    name,
    icon: RESOURCE_ICONS[menu.icon],
    recordRepresentation: representationOf(resource),
    list: resource.singleton ? LazySingleton : LazyList,
    show: LazyShow,
    // A resource whose records people make may be filled from a sheet: {route}/import.
    ...(writable ? { edit: LazyEdit, create: LazyCreate, children: <Route path="import" element={<LazyImport />} /> } : {}),
  };
};

/** One react-admin resource per path of each resource (see resourceRoutes.ts). */
export const RESOURCE_DESCRIPTORS: readonly ResourceProps[] = RESOURCE_ROUTES.map(({ resource, name, menu }) => descriptorOf(resource, name, menu));
