import { ageOn, clubDay, holdsExactlyOne, holdsValue, meetsCondition, shareValues, type AnyResource, type CheckDefinition, type Registry } from '@club/schema';
import type { BeforeWriteHook, PendingWrite, Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { RuleMessages } from './rule-messages';

// A list with nothing in it (files, several values) is as empty as no value.
const empty = (value: unknown) => !holdsValue(value);

/** A value made comparable: a moment as milliseconds, a date as its day, a time as its text, a number as itself. */
const comparable = (value: unknown, kind: string | undefined): number | string => {
  if (kind === 'date') return (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
  if (kind === 'datetime') return value instanceof Date ? value.getTime() : Date.parse(String(value));
  if (kind === 'time') return String(value).slice(0, 8);
  return Number(value);
};

/** Now, as the field's kind counts it: the club's today for a date, the instant for a time. */
const now = (kind: string | undefined): number | string => (kind === 'date' ? clubDay() : Date.now());

/**
 * Whether the field is new or changes in this write, or the record enters the rule's states (a
 * rule on "from now on" judges only those).
 */
const touched = (write: PendingWrite, field: string, kind: string | undefined, when?: CheckDefinition['when']): boolean =>
  write.action === 'create' ||
  (write.action === 'update' && field in write.values && (empty(write.before?.[field]) || comparable(write.values[field], kind) !== comparable(write.before?.[field], kind))) ||
  (write.action === 'update' && when !== undefined && !meetsCondition(write.before ?? {}, when));

/** A field of the record a reference names (`'facilityId.capacity'`), or the record's own field. */
const valueAt = async (resource: AnyResource, records: Records, record: Row, path: string): Promise<unknown> => {
  const [own, ofTarget] = path.split('.');
  if (!ofTarget) return record[own!];
  const field = resource.fields[own!];
  if (field?.kind !== 'reference' || record[own!] == null) return undefined;
  const [target] = await records.find(field.target, { id: record[own!] }, { limit: 1 });
  return target?.[ofTarget];
};

/** The kind of a field, or of the field a path names on the referenced record. */
const kindAt = (resource: AnyResource, registry: Registry, path: string): string | undefined => {
  const [own, ofTarget] = path.split('.');
  const field = resource.fields[own!];
  if (!ofTarget) return field?.kind;
  return field?.kind === 'reference' ? registry.get(field.target)?.fields[ofTarget]?.kind : undefined;
};

/** Whether one check holds for the record as the write would leave it. */
const holds = async (resource: AnyResource, registry: Registry, records: Records, check: CheckDefinition, record: Row, write: PendingWrite): Promise<boolean> => {
  const kind = resource.fields[check.field]?.kind;
  const value = record[check.field];
  switch (check.kind) {
    case 'override':
      return true; // the resource's override judges it (rules.refuse)
    case 'required':
      return !empty(value);
    case 'absent':
      return empty(value);
    case 'after': {
      const other = await valueAt(resource, records, record, check.than);
      if (empty(value) || empty(other)) return true;
      const [a, b] = [comparable(value, kind), comparable(other, kindAt(resource, registry, check.than))];
      return check.orSame ? a >= b : a > b;
    }
    case 'notFuture':
      return empty(value) || comparable(value, kind) <= now(kind);
    case 'notPast':
      // What people book ahead; an effect of another write or a record brought in as it stands may be past.
      return empty(value) || Boolean(write.cause) || Boolean(write.asRecorded) || !touched(write, check.field, kind, check.when) || comparable(value, kind) >= now(kind);
    case 'age': {
      // An entry judged, not the years passing: an effect or a record back from the trash keeps its date.
      if (empty(value) || write.cause || write.asRecorded || !touched(write, check.field, kind)) return true;
      const age = ageOn(comparable(value, 'date') as string, clubDay());
      return age >= (check.min ?? 0) && age <= (check.max ?? Infinity);
    }
    case 'allowed':
      return check.values.includes(value as string | boolean);
    case 'exactlyOne':
      return holdsExactlyOne(resource, check.of, record);
    case 'differs':
      return !shareValues(value, record[check.than]);
    case 'refersTo': {
      const field = resource.fields[check.field];
      // A record brought in as it stood (the demo's past): the other record's state now says nothing of then.
      if (write.asRecorded) return true;
      if (empty(value) || field?.kind !== 'reference' || (write.action === 'update' && !(check.field in write.values) && meetsCondition(write.before ?? {}, check.when))) return true;
      const [target] = await records.find(field.target, { id: value }, { limit: 1 });
      return !target || meetsCondition(target, check.where);
    }
    case 'atMost':
    case 'atLeast': {
      const limit = typeof check.than === 'number' ? check.than : await valueAt(resource, records, record, check.than);
      if (empty(value) || empty(limit)) return true;
      return check.kind === 'atMost' ? Number(value) <= Number(limit) : Number(value) >= Number(limit);
    }
  }
};

/** The value a check's message names (the other field's label, the limit). */
const valuesOf = async (resource: AnyResource, records: Records, check: CheckDefinition, record: Row, messages: RuleMessages, locale: PendingWrite['locale']): Promise<Record<string, string | number>> => {
  // Against another record: its value (the day the renewed contract ends) and the reference's label.
  if (check.kind === 'after' && check.than.includes('.')) {
    const other = await valueAt(resource, records, record, check.than);
    const day = other instanceof Date ? other.toISOString() : String(other ?? '');
    return { than: messages.field(locale, resource.name, check.than.split('.')[0]!), value: day.slice(0, 10) };
  }
  if (check.kind === 'after') return { than: messages.field(locale, resource.name, check.than) };
  if (check.kind === 'age') return { min: check.min ?? 0, max: check.max ?? '' };
  if (check.kind === 'atMost' || check.kind === 'atLeast') return { than: typeof check.than === 'number' ? check.than : String((await valueAt(resource, records, record, check.than)) ?? '') };
  return {};
};

/** The checks a record fails as a write would leave it: field → message, and whether another record is at fault. */
const failures = async (resource: AnyResource, registry: Registry, records: Records, messages: RuleMessages, record: Row, write: PendingWrite): Promise<{ errors: Record<string, string>; withAnother: boolean }> => {
  const errors: Record<string, string> = {};
  // A record another one refers to in the wrong state, or a limit set by a count or sum of other
  // records (a rollup: the people registered), is a conflict with them (409); the rest bad input (400).
  const keptByOthers = new Set(Object.values(resource.rollups ?? {}).map((rollup) => rollup.into));
  let withAnother = false;
  for (const [key, check] of Object.entries(resource.checks ?? {})) {
    if (errors[check.field] || !meetsCondition(record, check.when)) continue;
    if (await holds(resource, registry, records, check, record, write)) continue;
    errors[check.field] = messages.rule(write.locale, resource.name, key, await valuesOf(resource, records, check, record, messages, write.locale));
    withAnother ||= check.kind === 'refersTo' || ((check.kind === 'atLeast' || check.kind === 'atMost') && typeof check.than === 'string' && keptByOthers.has(check.than));
  }
  return { errors, withAnother };
};

/** Whether a resource's record is judged by declared checks: its own, or its lines' (a route's steps). */
export const hasChecks = (resource: AnyResource, registry: Registry): boolean =>
  Boolean(resource.checks) || Object.values(resource.lines ?? {}).some((lines) => Boolean(registry.get(lines.resource)?.checks));

/**
 * The declared checks on every create, update and restore: each one whose `when` the record
 * meets must hold for the record as the write leaves it, and each of its lines' for every line
 * written with it (told on `{key}.{index}.{field}`). Every failing check answers at once (400;
 * 409 when another record's state is at fault), on its field, with its message from locales/.
 */
export const checksRule = (resource: AnyResource, registry: Registry, records: Records, messages: RuleMessages): BeforeWriteHook => async (write) => {
  if (write.action === 'delete') return;
  // A value the record's state empties (an unfit verdict's validity) is emptied first.
  for (const check of Object.values(resource.checks ?? {})) {
    if (check.kind !== 'absent' || !check.clear) continue;
    const record = { ...write.before, ...write.values };
    if (meetsCondition(record, check.when) && holdsValue(record[check.field])) write.values[check.field] = null;
  }
  const { errors, withAnother } = await failures(resource, registry, records, messages, { ...write.before, ...write.values }, write);
  let lineAtFault = false;
  for (const [key, definition] of Object.entries(resource.lines ?? {})) {
    const child = registry.get(definition.resource);
    if (!child?.checks) continue;
    for (const [index, line] of (write.lines?.[key] ?? []).entries()) {
      // A line is judged as it is written: whole, as a new one (its record holds it whole).
      const judged = await failures(child, registry, records, messages, line, { ...write, resource: child.name, action: 'create', before: undefined, values: line });
      for (const [field, message] of Object.entries(judged.errors)) errors[`${key}.${index}.${field}`] = message;
      lineAtFault ||= judged.withAnother;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw (withAnother || lineAtFault ? conflict : badRequest)(first, errors);
};
