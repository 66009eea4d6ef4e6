import { enumValueKey } from '../i18n/keys';
import type { KindMap } from '../resources/kinds';
import { representRecord } from './representRecord';
import type { ExportCellProps } from './types';

type CellWriter = (props: ExportCellProps) => string;

const isEmpty = (value: unknown) => value === undefined || value === null;

const plain: CellWriter = ({ value }) => (isEmpty(value) ? '' : String(value));

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Each kind as CSV text: enum values translated, references by their representation. */
export const CELL_BY_KIND: KindMap<ExportCellProps, string> = {
  text: plain,
  longText: plain,
  email: plain,
  phone: plain,
  url: plain,
  password: () => '',
  integer: plain,
  decimal: plain,
  money: plain,
  date: plain,
  datetime: plain,
  time: plain,
  boolean: ({ value, translate }) => (isEmpty(value) ? '' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false')),
  enum: ({ value, source, apiName, translate }) =>
    isEmpty(value) ? '' : translate(enumValueKey(apiName, source, String(value)), { _: String(value) }),
  multiEnum: ({ value, source, apiName, translate }) =>
    listOf(value)
      .map((item) => translate(enumValueKey(apiName, source, String(item)), { _: String(item) }))
      .join(', '),
  reference: ({ value, source, field, related }) =>
    isEmpty(value) ? '' : representRecord(field.target, related[source]?.[String(value)]) || String(value),
  referenceMany: ({ value, source, field, related }) =>
    listOf(value)
      .map((id) => representRecord(field.target, related[source]?.[String(id)]) || String(id))
      .join(', '),
  json: ({ value }) => (isEmpty(value) ? '' : JSON.stringify(value)),
};
