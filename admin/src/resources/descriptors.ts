import { registry } from '@club/schema/browser';
import type { AnyResource } from '@club/schema';
import type { ResourceProps } from 'react-admin';
import { RESOURCE_ICONS } from './icons';
import { LazyCreate, LazyEdit, LazyList, LazyShow } from './lazyViews';
import { resourceNameOf } from './names';
import { isReadOnly } from './readOnly';
import { representationOf } from './representationOf';

/** What <Resource> needs for one schema resource; a read-only one, or one without a writable field, has no create or edit. */
export const descriptorOf = (resource: AnyResource): ResourceProps => {
  const writable = !isReadOnly(resource) && registry.facts(resource.name).writable.length > 0;
  return {
    name: resourceNameOf(resource),
    icon: RESOURCE_ICONS[resource.menu.icon],
    recordRepresentation: representationOf(resource),
    list: LazyList,
    show: LazyShow,
    ...(writable ? { edit: LazyEdit, create: LazyCreate } : {}),
  };
};

export const RESOURCE_DESCRIPTORS: readonly ResourceProps[] = registry.resources.map(descriptorOf);
