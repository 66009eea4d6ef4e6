import type { Field } from '@club/schema';
import { cloneElement } from 'react';
import { fieldOverrideOf } from '../overrides';
import { adminKindOf } from '../kinds/adminKinds';

/**
 * The display field of one schema field, as a direct child element (keyed by source)
 * so that Datagrid and SimpleShowLayout read its source, label and sortable props.
 */
export const renderField = (source: string, field: Field, apiName: string, sortable: boolean) => {
  const Override = fieldOverrideOf(apiName, source);
  if (Override) return <Override key={source} source={source} sortable={sortable} />;
  const element = adminKindOf(field.kind).field({ source, field, apiName, sortable });
  return element && cloneElement(element, { key: source });
};
