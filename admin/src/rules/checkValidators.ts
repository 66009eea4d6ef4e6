import { ageOn, clubDay, holdsExactlyOne, meetsCondition, shareValues, type AnyResource, type CheckDefinition } from '@club/schema';
import type { TranslateFunction, Validator } from 'react-admin';

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A value made comparable as the server compares it: a moment in milliseconds, a date by its day, a time as text, a number. */
const comparable = (value: unknown, kind: string | undefined): number | string => {
  if (kind === 'date') return (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
  if (kind === 'datetime') return value instanceof Date ? value.getTime() : Date.parse(String(value));
  if (kind === 'time') return String(value).slice(0, 8);
  return Number(value);
};

/** Now as the field's kind counts it: the club's today for a date, the instant otherwise. */
const now = (kind: string | undefined): number | string => (kind === 'date' ? clubDay() : Date.now());

type Values = Record<string, unknown>;

/**
 * Whether a check holds for the form's values, or undefined when the client cannot judge it alone
 * (a field of another record, a referred record's state): the server judges those.
 */
const holds = (definition: AnyResource, check: CheckDefinition, value: unknown, values: Values, original: Values | undefined): boolean | undefined => {
  const kind = definition.fields[check.field]?.kind;
  switch (check.kind) {
    case 'required':
      return !empty(value);
    case 'absent':
      // One the server empties itself is no mistake of the form's.
      if (check.clear) return true;
      return empty(value);
    case 'after': {
      // Against another record's field: the server judges it.
      if (check.than.includes('.')) return undefined;
      const other = values[check.than];
      if (empty(value) || empty(other)) return true;
      const [a, b] = [comparable(value, kind), comparable(other, definition.fields[check.than]?.kind)];
      return check.orSame ? a >= b : a > b;
    }
    case 'notFuture':
      return empty(value) || comparable(value, kind) <= now(kind);
    case 'notPast': {
      // Judged on a new record, or when the value changes (a past booking stays editable).
      const unchanged = original !== undefined && !empty(original[check.field]) && comparable(original[check.field], kind) === comparable(value, kind);
      return empty(value) || unchanged || comparable(value, kind) >= now(kind);
    }
    case 'atMost':
    case 'atLeast': {
      if (typeof check.than === 'string' && check.than.includes('.')) return undefined;
      const limit = typeof check.than === 'number' ? check.than : values[check.than];
      if (empty(value) || empty(limit)) return true;
      return check.kind === 'atMost' ? Number(value) <= Number(limit) : Number(value) >= Number(limit);
    }
    case 'age': {
      // A new entry or a changed date: a kept one is not judged again as years pass.
      const unchanged = original !== undefined && comparable(original[check.field], 'date') === comparable(value, 'date');
      if (empty(value) || unchanged) return true;
      const age = ageOn(comparable(value, 'date') as string, clubDay());
      return age >= (check.min ?? 0) && age <= (check.max ?? Infinity);
    }
    case 'allowed':
      return check.values.includes(value as string | boolean);
    case 'exactlyOne':
      return holdsExactlyOne(definition, check.of, { ...values, [check.field]: value });
    case 'differs':
      return !shareValues(value, values[check.than]);
    default:
      return undefined;
  }
};

/** The values a check's message names, as the server fills them: the other field's label, the limit. */
const argsOf = (apiName: string, check: CheckDefinition, values: Values, translate: TranslateFunction): Record<string, string | number> => {
  if (check.kind === 'after') return { than: translate(`resources.${apiName}.fields.${check.than.split('.')[0]}`) };
  if (check.kind === 'age') return { min: check.min ?? 0, max: check.max ?? '' };
  if (check.kind === 'atMost' || check.kind === 'atLeast') return { than: typeof check.than === 'number' ? check.than : String(values[check.than] ?? '') };
  return {};
};

/**
 * The declared checks on one field that the form can judge alone (after, required when,
 * atMost/atLeast against a number or another field, notFuture, notPast), as validators of its
 * input with the server's messages (`resources.{name}.rules.{key}`). `original`: the record as
 * it was, on edit.
 */
export const checkValidatorsOf = (apiName: string, definition: AnyResource, field: string, translate: TranslateFunction, original: Values | undefined): Validator[] =>
  Object.entries(definition.checks ?? {})
    .filter(([, check]) => check.field === field)
    .map(([key, check]): Validator => (value: unknown, values: Values) => {
      if (!meetsCondition(values, check.when) || holds(definition, check, value, values, original) !== false) return undefined;
      return { message: `resources.${apiName}.rules.${key}`, args: argsOf(apiName, check, values, translate) };
    });

/** The fields whose checks read another field of the form (an end after its start): judged again when that one changes. */
export const dependentFieldsOf = (definition: AnyResource): Record<string, string[]> => {
  const dependents: Record<string, string[]> = {};
  for (const check of Object.values(definition.checks ?? {})) {
    const others = [...Object.keys(check.when ?? {}), ...(check.kind === 'exactlyOne' ? check.of.filter((field) => field !== check.field) : check.kind === 'differs' ? [check.than] : []), ...((check.kind === 'after' && !check.than.includes('.')) || ((check.kind === 'atMost' || check.kind === 'atLeast') && typeof check.than === 'string' && !check.than.includes('.')) ? [String(check.than)] : [])];
    for (const other of others) (dependents[other] ??= []).push(check.field);
  }
  return dependents;
};
