import { isTemporalKind, type AnyResource, type Field } from '@club/schema';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'now' as the date, date-time or time inputs take it. */
const nowFor = (kind: Field['kind'], now = new Date()): unknown => {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  return kind === 'date' ? date : kind === 'time' ? time : now;
};

/** A new record's initial values: the schema's defaults, with 'now' resolved when the form opens. */
export const defaultValuesOf = (definition: AnyResource): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(definition.fields).flatMap(([name, field]) => {
      if (!('default' in field) || field.default === undefined) return [];
      if (isTemporalKind(field.kind) && field.default === 'now') return [[name, nowFor(field.kind)]];
      return [[name, field.default]];
    }),
  );
