import { enumValueKey } from '../i18n/keys';
import { representRecord } from './representRecord';
import type { ExportCellProps } from './types';

// How kinds write a CSV cell (see admin/src/kinds/adminKinds.tsx): enum values translated,
// references by their representation.

export type CellWriter = (props: ExportCellProps) => string;

const isEmpty = (value: unknown) => value === undefined || value === null;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const plainCell: CellWriter = ({ value }) => (isEmpty(value) ? '' : String(value));

export const emptyCell: CellWriter = () => '';

export const booleanCell: CellWriter = ({ value, translate }) => (isEmpty(value) ? '' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false'));

export const enumCell: CellWriter = ({ value, source, apiName, translate }) =>
  isEmpty(value) ? '' : translate(enumValueKey(apiName, source, String(value)), { _: String(value) });

export const enumListCell: CellWriter = ({ value, source, apiName, translate }) =>
  listOf(value)
    .map((item) => translate(enumValueKey(apiName, source, String(item)), { _: String(item) }))
    .join(', ');

const targetOf = (props: ExportCellProps) => ('target' in props.field ? props.field.target : '');

export const referenceCell: CellWriter = (props) =>
  isEmpty(props.value) ? '' : representRecord(targetOf(props), props.related[props.source]?.[String(props.value)]) || String(props.value);

export const referenceListCell: CellWriter = (props) =>
  listOf(props.value)
    .map((id) => representRecord(targetOf(props), props.related[props.source]?.[String(id)]) || String(id))
    .join(', ');

export const jsonCell: CellWriter = ({ value }) => (isEmpty(value) ? '' : JSON.stringify(value));

/** Files by their names (the bytes stay on the server). */
export const fileCell: CellWriter = ({ value }) =>
  (Array.isArray(value) ? value : isEmpty(value) ? [] : [value]).map((file) => String((file as { name?: unknown }).name ?? '')).join(', ');
