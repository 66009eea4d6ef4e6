import type { SystemField } from '@club/schema';
import { cloneElement, type ReactElement } from 'react';
import { NumberField, TextField } from 'react-admin';
import { LocalizedDateField } from './LocalizedDateField';

const SYSTEM_FIELD: Record<SystemField, (sortable: boolean) => ReactElement> = {
  id: (sortable) => <TextField source="id" sortable={sortable} />,
  createdAt: (sortable) => <LocalizedDateField source="createdAt" sortable={sortable} showTime />,
  updatedAt: (sortable) => <LocalizedDateField source="updatedAt" sortable={sortable} showTime />,
  version: (sortable) => <NumberField source="version" sortable={sortable} textAlign="right" />,
};

/** The display field of a column every record has (id, createdAt, updatedAt, version). */
export const renderSystemField = (name: SystemField, sortable: boolean) =>
  cloneElement(SYSTEM_FIELD[name](sortable), { key: name });
