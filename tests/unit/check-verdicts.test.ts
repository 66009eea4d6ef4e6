import { f, type AnyResource, type Registry } from '@club/schema';
import type { ResourceLocale } from '@club/locales/types';
import { describe, expect, it } from 'vitest';
import { checkValidatorsOf } from '../../admin/src/rules/checkValidators';
import type { PendingWrite, Row } from '../../api/src/crud/crud.service';
import type { Records } from '../../api/src/crud/records';
import { ApiError } from '../../api/src/crud/errors';
import { checksRule } from '../../api/src/rules/checks';
import { RuleMessages } from '../../api/src/rules/rule-messages';

// The checks a form can judge alone give the same verdict, on the same field and in the same
// words, in the admin's form (its validators) as in the engine's write (api/src/rules/checks.ts).
const resource: AnyResource = {
  name: 'trips',
  route: '/Trips',
  menu: { group: 'operations' as never, icon: 'Event' as never },
  recordRepresentation: 'title',
  fields: {
    title: f.text(),
    status: f.enum(['planned', 'done', 'cancelled']),
    leavesOn: f.date(),
    returnsOn: f.date(),
    seats: f.integer(),
    booked: f.integer(),
    reason: f.text(),
    reportedAt: f.datetime(),
    guideId: f.reference('users'),
    guideName: f.text(),
    driverId: f.reference('users'),
    helperIds: f.referenceMany('users'),
    leaderBornOn: f.date(),
    open: f.boolean(),
  },
  list: { columns: ['title'], sort: ['title', 'ASC'] },
  checks: {
    returnsAfter: { kind: 'after', field: 'returnsOn', than: 'leavesOn', orSame: true },
    reasonWhenCancelled: { kind: 'required', field: 'reason', when: { status: ['cancelled'] } },
    withinSeats: { kind: 'atMost', field: 'booked', than: 'seats' },
    fewSeats: { kind: 'atMost', field: 'seats', than: 40 },
    someSeats: { kind: 'atLeast', field: 'seats', than: 2 },
    reportedAlready: { kind: 'notFuture', field: 'reportedAt', when: { status: ['done'] } },
    leavesAhead: { kind: 'notPast', field: 'leavesOn' },
    oneGuide: { kind: 'exactlyOne', field: 'guideId', of: ['guideId', 'guideName'] },
    driverNotHelper: { kind: 'differs', field: 'helperIds', than: 'driverId' },
    leaderAdult: { kind: 'age', field: 'leaderBornOn', min: 18, max: 70 },
    closedWhenDone: { kind: 'allowed', field: 'open', values: [false], when: { status: ['done', 'cancelled'] } },
  },
};

const words: ResourceLocale = {
  name: 'Trip |||| Trips',
  fields: { title: 'Title', status: 'Status', leavesOn: 'Leaves on', returnsOn: 'Returns on', seats: 'Seats', booked: 'Booked', reason: 'Reason', reportedAt: 'Reported at' },
  rules: {
    returnsAfter: 'A trip returns on or after %{than}',
    reasonWhenCancelled: 'Say why the trip is cancelled',
    withinSeats: 'Only %{than} seats',
    fewSeats: 'At most %{than} seats',
    someSeats: 'At least %{than} seats',
    reportedAlready: 'Reported in the future?',
    leavesAhead: 'A trip leaves today or later',
    oneGuide: 'A guide on record or by name, not both',
    driverNotHelper: 'The driver is not a helper',
    leaderAdult: 'A leader is %{min} to %{max} years old',
    closedWhenDone: 'A trip done or cancelled takes no bookings',
  },
};

const messages = new RuleMessages({ en: { trips: words }, ar: { trips: words } });
const noRecords = {} as Records;
const noRegistry = {} as Registry;

/** The admin's translate, as polyglot fills it. */
const translate = ((key: string, options?: Record<string, unknown>) => {
  const [, , kind, name] = key.split('.');
  const text = kind === 'fields' ? words.fields[name!] : kind === 'rules' ? words.rules![name!] : key;
  return String(text).replace(/%\{(\w+)\}/g, (whole, placeholder: string) => (options && placeholder in options ? String(options[placeholder]) : whole));
}) as never;

/** The field errors the server gives (field → message). */
const serverErrors = async (values: Row, before?: Row): Promise<Record<string, string>> => {
  const write = { resource: 'trips', locale: 'en', action: before ? 'update' : 'create', before, values: { ...values } } as PendingWrite;
  try {
    // No client: the checks a form judges read no other record.
    await checksRule(resource, noRegistry, noRecords, messages)(write, undefined as never);
    return {};
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return (error.getResponse() as { errors: Record<string, string> }).errors;
  }
};

/** The messages the admin's form shows (field → message). */
const formErrors = (values: Row, before?: Row): Record<string, string> => {
  const errors: Record<string, string> = {};
  const record = { ...before, ...values };
  for (const field of Object.keys(resource.fields)) {
    for (const validate of checkValidatorsOf('trips', resource, field, translate, before)) {
      const error = validate(record[field], record, {}) as { message: string; args: Record<string, unknown> } | undefined;
      if (error && !errors[field]) errors[field] = (translate as (key: string, options: object) => string)(error.message, error.args);
    }
  }
  return errors;
};

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

const CASES: [string, Row, Row?][] = [
  ['a valid trip', { status: 'planned', leavesOn: tomorrow, returnsOn: later, seats: 10, booked: 4 }],
  ['back before leaving', { status: 'planned', leavesOn: later, returnsOn: tomorrow }],
  ['back the same day', { status: 'planned', leavesOn: tomorrow, returnsOn: tomorrow }],
  ['cancelled without a reason', { status: 'cancelled', reason: '  ' }],
  ['cancelled with a reason', { status: 'cancelled', reason: 'Storm' }],
  ['more booked than seats', { status: 'planned', seats: 10, booked: 11 }],
  ['too many seats', { status: 'planned', seats: 41 }],
  ['too few seats', { status: 'planned', seats: 1 }],
  ['done, reported tomorrow', { status: 'done', reportedAt: new Date(Date.now() + 86_400_000).toISOString() }],
  ['leaving in the past', { status: 'planned', leavesOn: '2020-01-01' }],
  // A past day kept as it was is not judged again on an edit.
  ['an old trip edited', { title: 'Renamed' }, { status: 'planned', leavesOn: '2020-01-01', returnsOn: '2020-01-02' }],
  ['a guide named twice', { status: 'planned', guideId: 'u1', guideName: 'Sami' }],
  ['a guide by name', { status: 'planned', guideName: 'Sami' }],
  ['the driver among the helpers', { status: 'planned', driverId: 'u1', helperIds: ['u2', 'u1'] }],
  ['a leader of twelve', { status: 'planned', leaderBornOn: `${new Date().getFullYear() - 12}-01-01` }],
  ['a leader of thirty', { status: 'planned', leaderBornOn: `${new Date().getFullYear() - 30}-01-01` }],
  ['done and still open', { status: 'done', open: true }],
  // A leader's age is judged on entry: a kept date of birth is not judged again as years pass.
  ['an old leader edited', { title: 'Renamed' }, { status: 'planned', leaderBornOn: '1940-01-01' }],
  ['an old trip moved to another past day', { leavesOn: '2020-01-01' }, { status: 'planned', leavesOn: '2019-12-30', returnsOn: '2020-01-02' }],
];

describe('declared checks judged alike by the form and the engine', () => {
  it.each(CASES)('%s', async (_name, values, before) => {
    const server = await serverErrors(values, before);
    expect(formErrors(values, before)).toEqual(server);
  });

  it('the cases cover a refusal of every check', async () => {
    const refused = new Set<string>();
    for (const [, values, before] of CASES) for (const message of Object.values(await serverErrors(values, before))) refused.add(message);
    expect(refused.size).toBeGreaterThanOrEqual(Object.keys(resource.checks!).length);
  });
});
