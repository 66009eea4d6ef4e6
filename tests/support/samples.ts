import { acceptsType, meetsCondition, maxLengthOf, type AnyResource, type FileField, type Field, type FieldKind, type FieldOfKind, type Registry } from '@club/schema';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import RandExp from 'randexp';
import type { Agent } from 'supertest';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
/** The same in digits, for a pattern of digits (an account code: '^[1-5][0-9]{0,9}$'). */
const uniqueDigits = () => `${String(counter++ % 10_000).padStart(4, '0')}${String(Date.now() % 100_000).padStart(5, '0')}`;

const clampLength = (text: string, field: FieldOfKind<'text'>) => {
  const max = maxLengthOf(field);
  const min = field.minLength ?? 0;
  const padded = text.length < min ? text.padEnd(min, 'x') : text;
  return padded.slice(0, max);
};

const textSample = (field: FieldOfKind<'text'>, name: string): string => {
  if (field.pattern) {
    const pattern = new RegExp(field.pattern);
    const generator = new RandExp(pattern);
    generator.max = 12;
    const max = maxLengthOf(field);
    const matches = (value: string) => pattern.test(value) && value.length >= (field.minLength ?? 1) && value.length <= max;
    for (let attempt = 0; attempt < 200; attempt++) {
      const value = generator.gen();
      if (!matches(value)) continue;
      // A random short value repeats now and then (a role key of two letters): a unique field keeps
      // a unique tail wherever the pattern allows one.
      if (field.unique) {
        // In upper case too, for a pattern of capitals (a warehouse code: '^[A-Z0-9-]+$'), or in digits.
        for (const suffix of [unique(), unique().toUpperCase(), uniqueDigits()]) {
          const tailed = `${value.slice(0, Math.max(1, max - suffix.length))}${suffix}`.slice(0, max);
          if (matches(tailed)) return tailed;
        }
      }
      return value;
    }
    throw new Error(`No sample matches the pattern of ${name}`);
  }
  // A short column keeps the unique part, so that unique fields stay unique.
  const suffix = unique();
  return clampLength(`${`Sample ${name} `.slice(0, Math.max(0, maxLengthOf(field) - suffix.length))}${suffix}`, field);
};

const numberSample = (field: FieldOfKind<'integer'>, value: number) =>
  Math.min(Math.max(value, field.min ?? value), field.max ?? value);

/**
 * A file for a file field's sample: sampleBody uploads it and sends its id; the browser tests set
 * it in the field's file picker. One the field accepts: an image, a PDF, or plain text.
 */
export interface SampleFile {
  sampleFile: true;
  name: string;
  type: string;
  path: string;
}

const SAMPLE_FILES: readonly Omit<SampleFile, 'sampleFile'>[] = [
  { name: 'photo.png', type: 'image/png', path: resolve(import.meta.dirname, 'files/photo.png') },
  { name: 'circular.pdf', type: 'application/pdf', path: resolve(import.meta.dirname, 'files/circular.pdf') },
  { name: 'notes.txt', type: 'text/plain', path: resolve(import.meta.dirname, 'files/notes.txt') },
];

export const sampleFileFor = (field: FileField): SampleFile => {
  const file = SAMPLE_FILES.find((candidate) => acceptsType(field, candidate.type));
  if (!file) throw new Error(`No sample file of a type the field takes (${field.types?.join(', ')})`);
  return { sampleFile: true, ...file };
};

export const isSampleFile = (value: unknown): value is SampleFile => typeof value === 'object' && value !== null && (value as SampleFile).sampleFile === true;

/** Uploads a sample file for a resource's field: its stored `{ id, name, type, size }`. */
export const uploadSample = async (http: Agent | { post: Agent['post'] }, resource: string, field: string, file: SampleFile, about?: string): Promise<Record<string, unknown>> => {
  const response = await http.post('/api/files').query({ resource, field, ...(about ? { about } : {}) }).attach('file', readFileSync(file.path), { filename: file.name, contentType: file.type });
  if (response.status !== 201) throw new Error(`Uploading a sample file for ${resource}.${field} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Record<string, unknown>;
};

/** The kinds whose declared default a sample takes (a state, a flag, a prefix, an amount). */
// Not whole numbers: a count's default (a package's one month) would leave the samples' dates behind.
const DEFAULTED_KINDS = new Set<FieldKind>(['enum', 'boolean', 'text', 'decimal', 'money']);

/** A valid value of each kind; references come from `reference(target)`. Exhaustive over kinds. */
const SAMPLE_OF_KIND: { [K in FieldKind]: (field: FieldOfKind<K>, name: string, reference: (target: string) => string) => unknown } = {
  text: textSample,
  longText: (field, name) => clampLength(`A longer description of ${name}, written for a test. ${unique()}`, field),
  email: () => `person.${unique()}@example.sa`,
  // A phone no other record shares where it must be unique (one registration per phone and event).
  phone: (field, name) => (field.pattern ? textSample(field, name) : field.unique ? `+966 55 ${String(counter++ % 1000).padStart(3, '0')} ${String(Date.now() % 10_000).padStart(4, '0')}` : '+966 55 123 4567'),
  url: () => `https://example.sa/${unique()}`,
  password: () => 'Sample-Passw0rd!',
  // A number no other record shares where it must be unique (a seat on a trip), within its limits.
  integer: (field) => (field.unique ? numberSample(field, (field.min ?? 1) + (counter++ % Math.max(1, (field.max ?? 10_000) - (field.min ?? 1)))) : numberSample(field, 42)),
  decimal: (field) => numberSample(field, 12.5),
  money: (field) => numberSample(field, 150.25),
  boolean: () => true,
  date: () => '2026-05-17',
  datetime: () => '2026-05-17T09:30:00.000Z',
  time: () => '09:30',
  enum: (field) => field.values[field.values.length - 1],
  multiEnum: (field) => [field.values[0]],
  reference: (field, _name, reference) => reference(field.target),
  referenceMany: (field, _name, reference) => [reference(field.target)],
  json: (field) => field.example ?? { sample: true, list: [1, 2, 3] },
  file: (field) => sampleFileFor(field),
  files: (field) => [sampleFileFor(field)],
};

/**
 * Values a resource's own rules need (api/src/overrides/{name}.ts), where the kind's sample would
 * break them: `support/sample-rules/{resourceName}.ts` exports `sample`, found by name.
 */
const rulesDirectory = resolve(import.meta.dirname, 'sample-rules');
interface SampleRules {
  sample: Record<string, unknown>;
  /**
   * References each record needs a target of its own for (one end of service per employee, one
   * custody per asset): tests that share references between records (the authorization matrix)
   * make a new target for these.
   */
  fresh?: readonly string[];
  /**
   * References that must name the writer's own record when the writer does not see every row (a
   * leave request is for one's own employee record): the reference → the target's field holding
   * the user (`{ employeeId: 'userId' }`).
   */
  own?: Readonly<Record<string, string>>;
  /**
   * Moves of its workflow the generic walk (tests/api/workflows.test.ts) cannot take on a sample,
   * each with the test that takes it instead (a no-show is marked once the event has started).
   */
  unwalkable?: Readonly<Record<string, string>>;
  /** The generic rollup walk cannot make two of its records for one parent: the test that sums them. */
  rollupWalk?: string;
  /** Its records are their writer's own (a saved view not shared): nobody else sees them, whatever their role. */
  seenByWriterOnly?: boolean;
  /** Its records are changed and deleted by their writer only (a comment by its author), whatever the role. */
  changedByWriterOnly?: boolean;
  /** What the club must have set up before its records move (the seller's VAT number before an invoice is issued). */
  setUp?: (http: Agent | { post: Agent['post']; put: Agent['put']; get: Agent['get'] }) => Promise<unknown>;
}
const RULE_MODULES = new Map<string, SampleRules>(
  await Promise.all(
    readdirSync(rulesDirectory)
      .filter((file) => file.endsWith('.ts'))
      .map(async (file) => [file.slice(0, -3), (await import(pathToFileURL(resolve(rulesDirectory, file)).href)) as SampleRules] as const),
  ),
);
/**
 * For a read-only resource whose rows the server writes as other records change (a circular's read
 * receipts, the trash): `support/server-rows/{resourceName}.ts` exports `seed`, which makes one row
 * of it as a client would.
 */
const serverRowsDirectory = resolve(import.meta.dirname, 'server-rows');
const SERVER_ROW_SEEDS = await Promise.all(
  readdirSync(serverRowsDirectory)
    .filter((file) => file.endsWith('.ts'))
    .map(async (file) => ((await import(pathToFileURL(resolve(serverRowsDirectory, file)).href)) as { seed: (http: Agent | { post: Agent['post'] }) => Promise<unknown> }).seed),
);
const SAMPLE_RULES = new Map<string, Record<string, unknown>>([...RULE_MODULES].map(([name, rules]) => [name, rules.sample]));

/** The value a resource's sample rules give a field, if they give one (`{ value }`). */
export const ruledValueOf = (resource: string, name: string): { value: unknown } | undefined => {
  const ruled = SAMPLE_RULES.get(resource);
  return ruled && Object.hasOwn(ruled, name) ? { value: ruled[name] } : undefined;
};

/**
 * The references of a resource that name the writer's own record (see SampleRules.own): where the
 * sample rules do not say, those of its declared row scope through a reference (a leave's
 * `employeeId.userId`) whose user field is written with the target.
 */
export const ownReferencesOf = (resource: AnyResource, registry: Registry): Readonly<Record<string, string>> =>
  RULE_MODULES.get(resource.name)?.own ??
  Object.fromEntries(
    (resource.scope?.owners ?? []).flatMap((owner) => {
      const [reference, userField] = owner.split('.');
      const field = resource.fields[reference!];
      const target = field?.kind === 'reference' ? registry.get(field.target) : undefined;
      return userField && target?.fields[userField] && !target.fields[userField]!.readOnly ? [[reference!, userField]] : [];
    }),
  );

/** The moves a resource's samples cannot take, with the test that takes them (see SampleRules.unwalkable). */
export const unwalkableMovesOf = (resource: string): Readonly<Record<string, string>> => RULE_MODULES.get(resource)?.unwalkable ?? {};

/** Where a rollup over this resource's records is walked instead of the generic walk (see SampleRules.rollupWalk). */
export const rollupWalkOf = (resource: string): string | undefined => RULE_MODULES.get(resource)?.rollupWalk;

/** What the club must have set up before a resource's records move (see SampleRules.setUp). */
export const setUpFor = (resource: string) => RULE_MODULES.get(resource)?.setUp;

/** The references of a resource whose records each need their own target (see SampleRules.fresh). */
export const freshReferencesOf = (resource: AnyResource): readonly string[] => [...new Set([...(RULE_MODULES.get(resource.name)?.fresh ?? []), ...heldBy(resource)])];

/** Whether a resource's records are seen by their writer only (its sample rules say so). */
export const seenByWriterOnly = (resource: AnyResource): boolean => RULE_MODULES.get(resource.name)?.seenByWriterOnly === true;

/** Whether a resource's records are changed and deleted by their writer only (its sample rules say so). */
export const changedByWriterOnly = (resource: AnyResource): boolean => RULE_MODULES.get(resource.name)?.changedByWriterOnly === true;

/** A valid value for a field: the resource's own sample where its rules need one, else the kind's. */
export const sampleValue = (field: Field, name: string, reference: (target: string) => string, resource?: string): unknown => {
  const ruled = resource === undefined ? undefined : SAMPLE_RULES.get(resource);
  if (ruled && Object.hasOwn(ruled, name)) return ruled[name];
  // A value the schema declares as the default is what a person leaving the field sends (a new
  // asset available, a room in service): the state the resource's rules expect of a new record.
  if (DEFAULTED_KINDS.has(field.kind) && 'default' in field && field.default !== undefined && field.default !== null && field.default !== 'now') return field.default;
  return (SAMPLE_OF_KIND[field.kind] as (field: Field, name: string, reference: (target: string) => string) => unknown)(field, name, reference);
};

const shared = new WeakMap<object, Map<string, Promise<Record<string, unknown>>>>();
/** One sample record of the target per client, made on first use. */
const sharedReference = (http: object, registry: Registry, target: AnyResource, depth: number, states?: Record<string, unknown>): Promise<Record<string, unknown>> => {
  let references = shared.get(http);
  if (!references) shared.set(http, (references = new Map()));
  // One per state a check asks of it too (a housing building, shared by its rooms and stays).
  const key = states ? `${target.name} ${JSON.stringify(states)}` : target.name;
  let id = references.get(key);
  if (!id) {
    id = createSampleRecord(http as Agent, registry, target, depth, states);
    // A failed one is not kept: the next sample tries again (and reports the failure itself).
    id.catch(() => references.delete(key));
    references.set(key, id);
  }
  return id;
};

/** A record with every writable field filled, its references created first through the API. */
export const createSampleRecord = async (
  http: Agent | { post: Agent['post'] },
  registry: Registry,
  resource: AnyResource,
  depth = 0,
  /** Values the record must hold (a state another record's rule asks of it). */
  values: Record<string, unknown> = {},
): Promise<Record<string, unknown>> => {
  for (let attempt = 1; ; attempt++) {
    const body = { ...(await sampleBody(http, registry, resource, depth)), ...values };
    const response = await http.post(`/api/${resource.name}`).send(body);
    if (response.status === 201) {
      // What a create shows once (an API key's secret, under `revealed`) is no part of the record.
      const { revealed: _revealed, ...record } = response.body as Record<string, unknown>;
      return record;
    }
    if (attempt >= 4 || !drewTakenValue(resource, response)) throw new Error(`Creating a sample ${resource.name} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
};

/**
 * Whether a refused sample drew a value another record holds already in a combination no two
 * records share (a month the server opened by posting into it): then another draw may pass.
 */
export const drewTakenValue = (resource: AnyResource, response: { status: number; body: unknown }): boolean => {
  const errors = (response.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return (response.status === 400 || response.status === 409) && uniqueCombinationsOf(resource).some((combination) => combination.some((field) => field in errors));
};

/** A sample rule's `recordId` that asks for a sample record of the rule's `resource` (see sample-rules/recordComments.ts). */
export const ABOUT_A_SAMPLE_RECORD = 'a sample record of its resource';

export const sampleBody = async (
  http: Agent | { post: Agent['post'] },
  registry: Registry,
  resource: AnyResource,
  depth = 0,
  /** A line's reference to its parent: the server sets it. */
  parentField?: string,
  /** Every reference a target of its own (writers at once that must not share one). */
  apart = false,
): Promise<Record<string, unknown>> => {
  // Referenced records are shared by the samples of one client (a test file), by target; a field
  // whose record needs its own (a unique reference, or one the resource's rules keep apart: a
  // transfer's destination) gets one of its own.
  const common = new Map<string, Record<string, unknown>>();
  const own = new Map<string, Record<string, unknown>>();
  for (const [name, field] of Object.entries(resource.fields)) {
    if (name === parentField) continue;
    if (field.kind !== 'reference' && field.kind !== 'referenceMany') continue;
    if (field.target === resource.name || depth > 8) continue;
    // A reference the resource's sample rules fill in (or leave out) needs no record made for it.
    if (ruledValueOf(resource.name, name)) continue;
    const target = registry.get(field.target)!;
    // A state a check asks of the target, when the target's own samples do not hold it already: a target in it.
    const asked = statesAskedOf(resource, name, target);
    if (apart || field.unique || freshReferencesOf(resource).includes(name)) own.set(name, await createSampleRecord(http, registry, target, depth + 1, asked));
    else if (asked) own.set(name, await sharedReference(http, registry, target, depth + 1, asked));
    else if (!common.has(field.target)) common.set(field.target, await sharedReference(http, registry, target, depth + 1));
  }
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const isReference = field.kind === 'reference' || field.kind === 'referenceMany';
    if (isReference && !own.has(name) && !common.has(field.target) && !ruledValueOf(resource.name, name)) continue;
    // A field of a combination no two records share gets a unique value like a unique field.
    const apart = !field.unique && uniqueCombinationsOf(resource).some((combination) => combination.includes(name)) ? { ...field, unique: true } : field;
    const value = sampleValue(apart, name, (target) => (own.get(name) ?? common.get(target)!).id as string, resource.name);
    // A file is uploaded first; the record names it by its id.
    // A field the resource's rules leave out (the server fills it in) is not sent.
    if (value === undefined) continue;
    body[name] = value;
  }
  // A record about any other record (a comment: its `resource` and `recordId`) names a real one, a sample of that resource.
  if (body.recordId === ABOUT_A_SAMPLE_RECORD && typeof body.resource === 'string') body.recordId = (await sharedReference(http, registry, registry.get(body.resource)!, depth + 1)).id;
  // Its files are uploaded for that record (`about`); any other record's for its resource alone.
  const about = resource.aboutRecord ? `${String(body[resource.aboutRecord.resource])}/${String(body[resource.aboutRecord.id])}` : undefined;
  for (const [name, value] of Object.entries(body)) {
    if (isSampleFile(value)) body[name] = (await uploadSample(http, resource.name, name, value, about)).id;
    else if (Array.isArray(value) && value.some(isSampleFile)) body[name] = await Promise.all(value.map(async (file: SampleFile) => (await uploadSample(http, resource.name, name, file, about)).id));
  }
  withDeclaredRules(resource, body, (name) => {
    const field = resource.fields[name];
    return field?.kind === 'reference' ? (own.get(name) ?? common.get(field.target)) : undefined;
  });
  // One line of each kind the resource declares (an invoice's items), written with it.
  for (const [key, lines] of Object.entries(resource.lines ?? {})) {
    // Lines the resource's sample rules give (none: a receipt paying no invoice) are taken as given.
    const ruled = ruledValueOf(resource.name, key);
    body[key] = ruled ? ruled.value : [await sampleBody(http, registry, registry.get(lines.resource)!, depth + 1, lines.parentField)];
  }
  return body;
};

/**
 * Whether the samples of a field differ from each other by themselves: a text with a unique tail, a
 * number counted over a wide range (not an order of 1 to 100, which a few hundred samples repeat).
 */
const isApartValue = (field: Field | undefined): boolean =>
  Boolean(field && (['text', 'longText', 'email', 'phone', 'url'].includes(field.kind) || (field.kind === 'integer' && (field.max ?? Infinity) - (field.min ?? 0) >= 10_000)));

/** The combinations of fields no two records share: declared unique rules and `uniqueTogether`. */
export const uniqueCombinationsOf = (resource: AnyResource): (readonly string[])[] => [
  ...Object.values(resource.constraints ?? {}).flatMap((constraint) => (constraint.kind === 'unique' ? [constraint.fields] : [])),
  ...(resource.uniqueTogether ?? []),
];

/** A field of a combination the samples leave empty to keep it apart: an optional one that is no reference (a shirt number). */
const emptiedApart = (resource: AnyResource, fields: readonly string[]): string | undefined =>
  fields.some((field) => isApartValue(resource.fields[field]))
    ? undefined
    : fields.find((field) => resource.fields[field]?.kind !== 'reference' && !resource.fields[field]?.required && !resource.fields[field]?.readOnly && !Object.values(resource.checks ?? {}).some((check) => check.kind === 'required' && check.field === field));

/**
 * The reference that keeps the samples of a combination no two records share apart, where none of
 * its other fields does (a task's one owner: a task each); none where one of them does.
 */
const apartBy = (resource: AnyResource, fields: readonly string[]): string[] => {
  if (emptiedApart(resource, fields)) return [];
  // An empty value never clashes (a player without a shirt number): nor does a value counted apart.
  if (fields.some((field) => isApartValue(resource.fields[field]) || (ruledValueOf(resource.name, field) && ruledValueOf(resource.name, field)!.value == null))) return [];
  const reference = fields.find((field) => resource.fields[field]?.kind === 'reference');
  return reference ? [reference] : [];
};

/**
 * The references a declared constraint keeps apart (a place's bookings, an owner's primary row, a
 * room's beds, a task's one owner): each sample gets a target of its own, so that samples never
 * clash with each other.
 */
const heldBy = (resource: AnyResource): Set<string> =>
  new Set([
    ...Object.values(resource.constraints ?? {}).flatMap((constraint) => (constraint.kind === 'noOverlap' ? constraint.per : constraint.kind === 'unique' ? [] : [constraint.per])),
    ...uniqueCombinationsOf(resource).flatMap((combination) => apartBy(resource, combination)),
    // A reference that must differ from another (a transfer's destination) names a record of its own.
    ...Object.values(resource.checks ?? {}).flatMap((check) => (check.kind === 'differs' ? [check.field] : [])),
  ]);

/**
 * The states a declared `refersTo` check asks of the record a reference names (the first allowed of
 * each), when the target's own samples do not hold them already.
 */
export const statesAskedOf = (resource: AnyResource, field: string, target: AnyResource): Record<string, unknown> | undefined => {
  const checks = Object.values(resource.checks ?? {}).filter((check) => check.kind === 'refersTo' && check.field === field);
  if (checks.length === 0) return undefined;
  const states: Record<string, unknown> = Object.assign({}, ...checks.map((check) => Object.fromEntries(Object.entries(check.kind === 'refersTo' ? check.where : {}).map(([name, expected]) => [name, Array.isArray(expected) ? expected[0] : expected]))));
  const held = (name: string, value: unknown) => (ruledValueOf(target.name, name) ? ruledValueOf(target.name, name)!.value === value : (target.fields[name] as { default?: unknown } | undefined)?.default === value);
  return Object.entries(states).every(([name, value]) => held(name, value)) ? undefined : states;
};

/** A moment or a day later than `value` by a day (a number: by one), as the field's kind writes it. */
const later = (value: unknown, kind: string | undefined, days = 1): unknown => {
  if (kind === 'date') return new Date(Date.parse(`${String(value).slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  if (kind === 'datetime') return new Date(Date.parse(String(value)) + days * 86_400_000).toISOString();
  // A time an hour later, within the day.
  if (kind === 'time') return `${String(Math.min(23, Number(String(value).slice(0, 2)) + days)).padStart(2, '0')}${String(value).slice(2, 5)}`;
  return Number(value) + days;
};

/** Now as the field's kind writes it, moved by some days (the club's day for a date). */
const today = (kind: string | undefined, days: number): unknown => later(kind === 'date' ? new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }) : new Date().toISOString(), kind, days);

/** Whether one value comes before another: numbers by size, days and moments by time, times by the clock. */
const before = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) < Number(b);
  const [x, y] = [Date.parse(String(a)), Date.parse(String(b))];
  return Number.isNaN(x) || Number.isNaN(y) ? String(a) < String(b) : x < y;
};

/**
 * A sample made to keep the rules the resource declares (schema/src/rules.ts), read from the
 * declaration rather than hand-tuned: a workflow starts in its first state, an end comes after its
 * start, a day that may not be past is ahead and one that may not be future behind, a number keeps
 * to its declared limit (a field of the record a reference names too, where `targetOf` gives it).
 */
export const withDeclaredRules = (resource: AnyResource, body: Record<string, unknown>, targetOf: (field: string) => Record<string, unknown> | undefined = () => undefined): Record<string, unknown> => {
  const workflow = resource.workflow;
  if (workflow && !resource.fields[workflow.field]?.readOnly && !ruledValueOf(resource.name, workflow.field)) body[workflow.field] = workflow.initial[0];
  for (const constraint of Object.values(resource.constraints ?? {})) {
    // A sample is its owner's first record (its owner its own, see heldBy): its primary one.
    if (constraint.kind === 'onePrimary' && !ruledValueOf(resource.name, constraint.flag)) body[constraint.flag] = true;
    // A unique rule no sample value keeps apart (one active route per type) is left by a flag of its condition: a draft.
    if (constraint.kind === 'unique' && constraint.when && apartBy(resource, constraint.fields).length === 0 && !constraint.fields.some((field) => isApartValue(resource.fields[field]))) {
      for (const [field, expected] of Object.entries(constraint.when)) if (typeof expected === 'boolean' && !ruledValueOf(resource.name, field)) body[field] = !expected;
    }
  }
  // A combination no two records share, kept apart by leaving one of its optional fields empty (a player without a shirt number).
  for (const combination of uniqueCombinationsOf(resource)) {
    const emptied = emptiedApart(resource, combination);
    if (emptied && !ruledValueOf(resource.name, emptied)) delete body[emptied];
  }
  /** A value a check compares with: a constant, a field of the sample, or one of the record a reference names. */
  const valueOf = (than: string | number): unknown => {
    if (typeof than === 'number') return than;
    const [field, ofTarget] = than.split('.');
    return ofTarget === undefined ? body[field!] : targetOf(field!)?.[ofTarget];
  };
  // Until nothing moves (an end after a start that moved ahead), in a few rounds.
  for (let round = 0; round < 4; round++) {
    let moved = false;
    const set = (field: string, value: unknown) => {
      if (body[field] === value) return;
      body[field] = value;
      moved = true;
    };
    for (const check of Object.values(resource.checks ?? {})) {
      if (!(check.field in body) || body[check.field] == null || ruledValueOf(resource.name, check.field)) continue;
      // A day that may not be past is ahead whatever the state (the sample may move into it: a post scheduled).
      if (check.kind !== 'required' && check.kind !== 'absent' && check.kind !== 'notPast' && check.when && !meetsCondition(body, check.when)) continue;
      const kind = resource.fields[check.field]?.kind;
      const value = body[check.field];
      if (check.kind === 'after') {
        const than = valueOf(check.than);
        if (than != null && !before(than, value)) set(check.field, later(than, kind));
      }
      if (check.kind === 'notPast' && before(value, today(kind, 0))) set(check.field, today(kind, 30));
      if (check.kind === 'notFuture' && before(today(kind, 0), value)) set(check.field, today(kind, -60));
      if (check.kind === 'atMost' || check.kind === 'atLeast') {
        const than = valueOf(check.than);
        if (than != null && (check.kind === 'atMost' ? before(than, value) : before(value, than))) set(check.field, than);
      }
      // Born a year or so past the youngest age allowed (a player of 4 to 45: 5 and a half).
      if (check.kind === 'age') {
        const born = new Date(Date.parse(String(today('date', 0))) - ((check.min ?? 0) + 1.5) * 365.25 * 86_400_000).toISOString().slice(0, 10);
        const age = (Date.now() - Date.parse(String(value))) / (365.25 * 86_400_000);
        if (age < (check.min ?? 0) || age > (check.max ?? Infinity)) set(check.field, born);
      }
      if (check.kind === 'allowed' && !check.values.includes(value as string | boolean)) set(check.field, check.values[0]);
      // Exactly one of several: the one the rule is told on.
      if (check.kind === 'exactlyOne') {
        for (const other of check.of.filter((field) => field !== check.field && field in body)) {
          delete body[other];
          moved = true;
        }
      }
      if (check.kind === 'absent' && meetsCondition(body, check.when)) {
        delete body[check.field];
        moved = true;
      }
    }
    if (!moved) break;
  }
  return body;
};

/**
 * Gives the read-only resources the server writes rows: one sample parent of every resource that
 * declares lines, and each server-rows seed (a circular acknowledged).
 */
export const seedServerWrittenRows = async (http: Agent | { post: Agent['post'] }, registry: Registry): Promise<void> => {
  for (const resource of registry.resources.filter((candidate) => candidate.lines)) await createSampleRecord(http, registry, resource);
  for (const seed of SERVER_ROW_SEEDS) await seed(http);
};
