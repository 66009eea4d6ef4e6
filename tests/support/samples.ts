import { maxLengthOf, type AnyResource, type Field, type FieldKind, type FieldOfKind, type Registry } from '@club/schema';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import RandExp from 'randexp';
import type { Agent } from 'supertest';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

const clampLength = (text: string, field: FieldOfKind<'text'>) => {
  const max = maxLengthOf(field);
  const min = field.minLength ?? 0;
  const padded = text.length < min ? text.padEnd(min, 'x') : text;
  return padded.slice(0, max);
};

const textSample = (field: FieldOfKind<'text'>, name: string): string => {
  if (field.pattern) {
    const generator = new RandExp(new RegExp(field.pattern));
    generator.max = 12;
    for (let attempt = 0; attempt < 200; attempt++) {
      const value = generator.gen();
      const max = maxLengthOf(field);
      if (value.length >= (field.minLength ?? 1) && value.length <= max) return value;
    }
    throw new Error(`No sample matches the pattern of ${name}`);
  }
  // A short column keeps the unique part, so that unique fields stay unique.
  const suffix = unique();
  return clampLength(`${`Sample ${name} `.slice(0, Math.max(0, maxLengthOf(field) - suffix.length))}${suffix}`, field);
};

const numberSample = (field: FieldOfKind<'integer'>, value: number) =>
  Math.min(Math.max(value, field.min ?? value), field.max ?? value);

/** A valid value of each kind; references come from `reference(target)`. Exhaustive over kinds. */
const SAMPLE_OF_KIND: { [K in FieldKind]: (field: FieldOfKind<K>, name: string, reference: (target: string) => string) => unknown } = {
  text: textSample,
  longText: (field, name) => clampLength(`A longer description of ${name}, written for a test. ${unique()}`, field),
  email: () => `person.${unique()}@example.sa`,
  phone: (field, name) => (field.pattern ? textSample(field, name) : '+966 55 123 4567'),
  url: () => `https://example.sa/${unique()}`,
  password: () => 'Sample-Passw0rd!',
  integer: (field) => numberSample(field, 42),
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
};

/**
 * Values a resource's own rules need (api/src/overrides/{name}.ts), where the kind's sample would
 * break them: `support/sample-rules/{resourceName}.ts` exports `sample`, found by name.
 */
const rulesDirectory = resolve(import.meta.dirname, 'sample-rules');
const SAMPLE_RULES = new Map<string, Record<string, unknown>>(
  await Promise.all(
    readdirSync(rulesDirectory)
      .filter((file) => file.endsWith('.ts'))
      .map(async (file) => [file.slice(0, -3), ((await import(pathToFileURL(resolve(rulesDirectory, file)).href)) as { sample: Record<string, unknown> }).sample] as const),
  ),
);

/** A valid value for a field: the resource's own sample where its rules need one, else the kind's. */
export const sampleValue = (field: Field, name: string, reference: (target: string) => string, resource?: string): unknown => {
  const ruled = resource === undefined ? undefined : SAMPLE_RULES.get(resource);
  if (ruled && Object.hasOwn(ruled, name)) return ruled[name];
  return (SAMPLE_OF_KIND[field.kind] as (field: Field, name: string, reference: (target: string) => string) => unknown)(field, name, reference);
};

/** A record with every writable field filled, its references created first through the API. */
export const createSampleRecord = async (
  http: Agent | { post: Agent['post'] },
  registry: Registry,
  resource: AnyResource,
  depth = 0,
): Promise<Record<string, unknown>> => {
  const body = await sampleBody(http, registry, resource, depth);
  const response = await http.post(`/api/${resource.name}`).send(body);
  if (response.status !== 201) {
    throw new Error(`Creating a sample ${resource.name} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as Record<string, unknown>;
};

export const sampleBody = async (
  http: Agent | { post: Agent['post'] },
  registry: Registry,
  resource: AnyResource,
  depth = 0,
  /** A line's reference to its parent: the server sets it. */
  parentField?: string,
): Promise<Record<string, unknown>> => {
  const references = new Map<string, string>();
  for (const [name, field] of Object.entries(resource.fields)) {
    if (name === parentField) continue;
    if ((field.kind === 'reference' || field.kind === 'referenceMany') && !references.has(field.target)) {
      if (field.target === resource.name || depth > 4) continue;
      const target = registry.get(field.target)!;
      references.set(field.target, (await createSampleRecord(http, registry, target, depth + 1)).id as string);
    }
  }
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const isReference = field.kind === 'reference' || field.kind === 'referenceMany';
    if (isReference && !references.has(field.target)) continue;
    body[name] = sampleValue(field, name, (target) => references.get(target)!, resource.name);
  }
  // One line of each kind the resource declares (an invoice's items), written with it.
  for (const [key, lines] of Object.entries(resource.lines ?? {})) {
    body[key] = [await sampleBody(http, registry, registry.get(lines.resource)!, depth + 1, lines.parentField)];
  }
  return body;
};

/** Writes one sample parent of every resource that declares lines, so that the lines' read-only resources have rows. */
export const seedLines = async (http: Agent | { post: Agent['post'] }, registry: Registry): Promise<void> => {
  for (const resource of registry.resources.filter((candidate) => candidate.lines)) await createSampleRecord(http, registry, resource);
};
