import type { ResourceManifestEntry } from '@club/schema';
import type { ResourceProps } from 'react-admin';
import { RESOURCE_ICONS } from './icons';
import { LazyCreate, LazyEdit, LazyList, LazyShow, LazySingleton } from './lazyViews';
import { RESOURCE_MANIFEST } from './manifest';
import { resourceNameOf } from './names';
import { representationOf } from './representationOf';

/**
 * What <Resource> needs for one resource; a read-only one, or one without a writable field, has no
 * create or edit; a settings resource (singleton) opens its one row's form at its route.
 */
export const descriptorOf = (resource: ResourceManifestEntry): ResourceProps => {
  const writable = !resource.readOnly && resource.writable;
  return {
    name: resourceNameOf(resource),
    icon: RESOURCE_ICONS[resource.menu.icon],
    recordRepresentation: representationOf(resource),
    list: resource.singleton ? LazySingleton : LazyList,
    show: LazyShow,
    ...(writable ? { edit: LazyEdit, create: LazyCreate } : {}),
  };
};

export const RESOURCE_DESCRIPTORS: readonly ResourceProps[] = RESOURCE_MANIFEST.map(descriptorOf);
