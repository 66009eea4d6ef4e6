import type { Registry } from '@club/schema';
import type { CrudService, Proof, Row } from '../crud/crud.service';
import { sourceModules } from '../modules/source-modules';
import type { RecordActions } from '../server-overrides/record-actions';
import { DEMO_ACTION, DEMO_ACTIONS, DEMO_BY, DEMO_FILE, DEMO_PROOF, DEMO_THEN, type DemoAction, type DemoContext, type DemoFileStore, type DemoRecordAction, type DemoSeed, type DemoUpdate } from './demo-seed';

/**
 * Demo files are found by name: api/src/demo/{resourceName}.ts exporting `demo`, and `after` when
 * its rows read records that do not refer to it (a performance report sums the matches played).
 */
const loadDemoSeeds = async (registry: Registry): Promise<{ seeds: Map<string, DemoSeed>; after: Map<string, readonly string[]> }> => {
  const seeds = new Map<string, DemoSeed>();
  const after = new Map<string, readonly string[]>();
  for (const [name, module] of await sourceModules('demo')) {
    const { demo, after: before } = module as { demo?: DemoSeed; after?: readonly string[] };
    if (!registry.get(name) || !demo) continue;
    seeds.set(name, demo);
    if (before?.length) after.set(name, before);
  }
  return { seeds, after };
};

/** The resources in dependency order, each seed declaring `after` moved behind what it names. */
const seedingOrder = (registry: Registry, after: ReadonlyMap<string, readonly string[]>): string[] => {
  const order = registry.inDependencyOrder().map((resource) => resource.name);
  // Behind what it names, and never ahead of what it refers to.
  const behind = (name: string) => [...after.get(name)!, ...Object.values(registry.get(name)!.fields).flatMap((field) => (field.kind === 'reference' || field.kind === 'referenceMany' ? [field.target] : []))];
  const moveBehind = (name: string) => {
    order.splice(order.indexOf(name), 1);
    order.splice(Math.max(...behind(name).map((other) => order.indexOf(other))) + 1, 0, name);
  };
  for (const name of after.keys()) moveBehind(name);
  // A seed another's move put ahead of what it names again (an end of service after the payroll, itself after the requests) moves once more.
  for (let pass = 0; pass < after.size; pass++) {
    const misplaced = [...after.keys()].filter((name) => behind(name).some((other) => order.indexOf(other) > order.indexOf(name)));
    if (misplaced.length === 0) break;
    for (const name of misplaced) moveBehind(name);
  }
  return order;
};

/** A small deterministic generator (mulberry32): the same demo data on every first start. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A resource's own seed: its random numbers do not move when resources seeded before it change. */
const seedOf = (name: string): number => [...name].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16_777_619) | 0, 20261121);

const contextOf = (inserted: Map<string, string[]>, records: Map<string, Row[]>, resource: string): DemoContext => {
  const random = randomFrom(seedOf(resource));
  const oneOf = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const now = new Date();
  return {
    ids: (resource) => inserted.get(resource) ?? [],
    records: (resource) => records.get(resource) ?? [],
    pick: (resource) => {
      const ids = inserted.get(resource) ?? [];
      return ids.length ? oneOf(ids) : undefined;
    },
    random,
    oneOf,
    dateFromToday: (days) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10),
    timeFromNow: (hours) => {
      const time = new Date(now.getTime() + hours * 3_600_000);
      time.setUTCMinutes(0, 0, 0);
      return time.toISOString();
    },
  };
};

/** The row's demo files (`demoFile`) stored as uploads by its maker, replaced by their ids. */
const withStoredFiles = async (resource: string, values: Row, by: string | undefined, storeFile: DemoFileStore | undefined): Promise<Row> => {
  const stored = async (field: string, value: unknown): Promise<unknown> => {
    const file = (value as Record<string, { name: string; text: string }> | null)?.[DEMO_FILE];
    if (!file) return value;
    if (!storeFile) throw new Error(`demo ${resource}.${field}: a demo file needs the file store`);
    return storeFile(resource, field, { name: file.name, bytes: Buffer.from(file.text, 'utf8') }, by);
  };
  const entries = await Promise.all(Object.entries(values).map(async ([field, value]) => [field, Array.isArray(value) ? await Promise.all(value.map((item) => stored(field, item))) : await stored(field, value)]));
  return Object.fromEntries(entries) as Row;
};

/** Inserts the demo rows through the API's own validation, resources in dependency order. */
export const loadDemoData = async (registry: Registry, crud: CrudService, recordActions?: RecordActions, storeFile?: DemoFileStore): Promise<number> => {
  const { seeds, after } = await loadDemoSeeds(registry);
  const inserted = new Map<string, string[]>();
  const records = new Map<string, Row[]>();
  let count = 0;
  for (const resource of seedingOrder(registry, after).map((name) => registry.get(name)!)) {
    const seed = seeds.get(resource.name);
    if (!seed) continue;
    const context = contextOf(inserted, records, resource.name);
    const ids: string[] = [];
    const made: Row[] = [];
    records.set(resource.name, made);
    // Known before the first row: a seed that yields its rows one by one may refer to those
    // already in (a department's parent department).
    inserted.set(resource.name, ids);
    for (const row of seed(context)) {
      if (resource.singleton) {
        // Settings have their one row already (made at start): the demo fills it in.
        const [current] = (await crud.list(resource.name, { range: '[0,0]' })).rows;
        ids.push((await crud.update(resource.name, current!.id as string, row)).id as string);
        break;
      }
      if (resource.rowPerValue) {
        // A row per value is there already (made at start): the demo fills in the one its key names.
        const key = resource.rowPerValue;
        const [current] = (await crud.list(resource.name, { filter: JSON.stringify({ [key]: row[key] }), range: '[0,0]' })).rows;
        const { [key]: _key, ...changes } = row;
        ids.push((await crud.update(resource.name, current!.id as string, changes)).id as string);
        continue;
      }
      const act = row[DEMO_ACTION] as DemoRecordAction | undefined;
      if (act) {
        // A row the server writes as another record's action does (a member answering a poll).
        await recordActions?.run(act.name, { resource: act.resource, id: act.id, body: { ...act.body, comment: act.comment }, actor: { id: act.by }, locale: 'en' }, crud);
        count += 1;
        continue;
      }
      const { [DEMO_BY]: by, [DEMO_ACTIONS]: actions, [DEMO_THEN]: updates, [DEMO_PROOF]: proof, ...values } = row;
      // The demo is the club's history: records come in as they stand (a booking already completed).
      const context = { asRecorded: true, ...(by ? { actor: { id: by as string } } : {}), ...(proof ? { proof: proof as Proof } : {}) };
      const record = await crud.create(resource.name, await withStoredFiles(resource.name, values, by as string | undefined, storeFile), 'en', context);
      const id = record.id as string;
      ids.push(id);
      made.push(record);
      // What happened to the record since (a request approved at its first step, then rejected).
      for (const { name, by, comment, body } of (actions as DemoAction[] | undefined) ?? []) {
        await recordActions?.run(name, { resource: resource.name, id, body: { ...body, comment }, actor: { id: by }, locale: 'en' }, crud);
      }
      for (const update of (updates as DemoUpdate[] | undefined) ?? []) await crud.update(update.resource, update.id ?? id, update.values);
    }
    count += ids.length;
  }
  return count;
};
