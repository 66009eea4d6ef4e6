// A demo file (api/src/demo/{resourceName}.ts) exports `demo`, a function that returns rows for
// one resource. Rows go through the same validation as API input, so demo data is always valid.
// References are resolved from rows already inserted: the seeder runs resources in dependency order.

export interface DemoContext {
  /** Ids of the rows already inserted for a resource (empty if it has none). */
  ids(resource: string): readonly string[];
  /** The rows already inserted for a resource, as they were made (in the order of `ids`). */
  records(resource: string): readonly Record<string, unknown>[];
  /** A deterministic pseudo-random id of an inserted row, or undefined when there are none. */
  pick(resource: string): string | undefined;
  /** Deterministic random number in [0, 1): demo data is the same on every first start. */
  random(): number;
  /** A deterministic element of a list. */
  oneOf<T>(values: readonly T[]): T;
  /** An ISO date (YYYY-MM-DD) `days` from today (negative = past). */
  dateFromToday(days: number): string;
  /** An ISO timestamp `hours` from now (negative = past), on the hour. */
  timeFromNow(hours: number): string;
}

export type DemoRow = Record<string, unknown>;

/** A row's key for the user who makes the record (a request's requester), by id. */
export const DEMO_BY = '$by';

/**
 * A row's key for what happens to the record after it is made: record actions run in order, each
 * by a user (`approve` by the first approver, then `reject` by the next).
 */
export const DEMO_ACTIONS = '$actions';

/**
 * A row's key for what its record changed elsewhere, in order, once it was made (an interview
 * that moved its application on to an offer): `[{ resource, id, values }]`, each an update with
 * that resource's rules.
 */
export const DEMO_THEN = '$then';

/**
 * The row of a read-only resource the server writes through another record's action (a poll's
 * answers): `{ [DEMO_ACTION]: { resource, id, name, by, body } }` runs that action.
 */
export const DEMO_ACTION = '$action';

/**
 * A row's key for the record that proved who sent it through a public form (a volunteer's
 * check-in with the code texted to their phone): `{ resource, id }`, as the public form proves it.
 */
export const DEMO_PROOF = '$provenBy';

export interface DemoRecordAction extends DemoAction {
  resource: string;
  id: string;
}

export interface DemoUpdate {
  resource: string;
  /** The record itself when absent (a post archived after it was published). */
  id?: string;
  values: Record<string, unknown>;
}

export interface DemoAction {
  name: string;
  by: string;
  comment?: string;
  /** What else the action is sent (the gate a visitor came through). */
  body?: Record<string, unknown>;
}
/** The rows, as a list or yielded one by one (a generator sees the rows it yielded before in `ids`). */
export type DemoSeed = (context: DemoContext) => Iterable<DemoRow>;

/** A row's value for a file field: the demo's own file, uploaded before the row is made (`demoFile`). */
export const DEMO_FILE = '$file';

/** A text file to attach (a policy, a schedule as CSV): stored like an upload by the row's maker. */
export const demoFile = (name: string, text: string) => ({ [DEMO_FILE]: { name, text } });

/** How the loader stores a demo file: its id, as an upload for that resource's field. */
export type DemoFileStore = (resource: string, field: string, file: { name: string; bytes: Buffer }, by?: string) => Promise<string>;
