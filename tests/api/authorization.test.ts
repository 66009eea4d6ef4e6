import { issueAccessToken } from '@club/api';
import { ACTIONS, actionsOf, defaultActionsOf, maxLengthOf, SEEDED_ROLES, TOP_RANK, type Action, type AnyResource, type Field } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import RandExp from 'randexp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_A_SAMPLE_RECORD, changedByWriterOnly, freshReferencesOf, ownReferencesOf, seenByWriterOnly, ruledValueOf, sampleFileFor, sampleValue, seedServerWrittenRows, statesAskedOf, uniqueCombinationsOf, withDeclaredRules, drewTakenValue } from '../support/samples';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';
import { nextIp } from './auth-helpers';

// The authorization matrix (SPEC §2 "Page Permissions"): EVERY resource × action × seeded role,
// plus an anonymous row, generated from the registry so that a new resource is covered without
// editing this file. The expected answer comes from the seeded roles' defaults (access.ts):
// granted → the request goes through (2xx), not granted → exactly 403 and nothing written, not
// offered by the resource → 405, no token → 401. Every mismatch is collected and reported at once.
const registry = await loadRegistry();

type Row = Record<string, unknown>;
type Expected = 'allowed' | 'denied' | 'not offered' | 'unauthenticated' | 'out of scope';
/** The matrix's columns: ACTIONS plus getMany (references: `list` or `show` suffices). */
type Column = Action | 'getMany';
interface Mismatch {
  role: string;
  resource: string;
  action: string;
  expected: string;
  got: string;
}

const ANONYMOUS = 'anonymous';
const ROLES = [...SEEDED_ROLES.map((role) => role.key), ANONYMOUS] as const;
const rankOf = (roleKey: string) => SEEDED_ROLES.find((role) => role.key === roleKey)?.rank ?? 0;

/** What a role holds on a resource by default; the top rank holds every action the resource offers. */
const grantedTo = (roleKey: string, resource: AnyResource): readonly Action[] =>
  rankOf(roleKey) >= TOP_RANK ? actionsOf(resource) : defaultActionsOf(roleKey, resource);

/** Whether a role sees every row of a resource with a row scope (its `everyone` grant, held by default). */
const seesEveryRow = (roleKey: string, resource: AnyResource): boolean =>
  !seenByWriterOnly(resource) && (!resource.scope || rankOf(roleKey) >= TOP_RANK || ['admin', ...(resource.scope.everyone.roles ?? [])].includes(roleKey));

const expectedOf = (roleKey: string, resource: AnyResource, column: Column): Expected => {
  if (roleKey === ANONYMOUS) return 'unauthenticated';
  const granted = grantedTo(roleKey, resource);
  if (column === 'getMany') return granted.includes('list') || granted.includes('show') ? 'allowed' : 'denied';
  if (!actionsOf(resource).includes(column)) return 'not offered';
  // An export is a list beyond 100 rows: it needs `list` as well.
  if (column === 'export') return granted.includes('list') && granted.includes('export') ? 'allowed' : 'denied';
  // An import makes records: it needs `create` as well.
  if (column === 'import') return granted.includes('create') && granted.includes('import') ? 'allowed' : 'denied';
  if (!granted.includes(column)) return 'denied';
  // The fixtures are the test superadmin's: another user may not change them where only the writer does.
  if ((column === 'edit' || column === 'delete') && changedByWriterOnly(resource)) return 'denied';
  // The fixtures are the superadmin's: out of the row scope of a role without its grant.
  return ['show', 'edit', 'delete'].includes(column) && !seesEveryRow(roleKey, resource) ? 'out of scope' : 'allowed';
};

// ---------------------------------------------------------------------------------------------
// Valid records and bodies, many of them: references are created once per resource and shared;
// unique fields get values that cannot collide (the generic samples may repeat short ones).

let app: TestApp;

/** Runs at most `size` tasks at once: the app's 4 database connections time out under a flood. */
const limiter = (size: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
};
const limited = limiter(8);

const used = new Set<string>();

const uniqueText = (field: Field & { pattern?: string; minLength?: number }, name: string): string => {
  const max = maxLengthOf(field as never);
  if (field.pattern) {
    const generator = new RandExp(new RegExp(field.pattern));
    generator.max = 16;
    for (let attempt = 0; attempt < 1000; attempt++) {
      const value = generator.gen();
      if (value.length < Math.max(field.minLength ?? 1, Math.min(6, max)) || value.length > max || used.has(`${name}:${value}`)) continue;
      used.add(`${name}:${value}`);
      return value;
    }
    throw new Error(`No unique sample for ${name}`);
  }
  return `u${randomBytes(8).toString('hex')}`.slice(0, max);
};

/** Each role's own record of a target (its employee record), made once: it may be unique per user. */
const ownTargets = new Map<string, Promise<string>>();
const ownTarget = (target: string, userField: string, userId: string): Promise<string> => {
  const key = `${target}:${userId}`;
  // A list of users (a conversation's members) holds the user.
  const holder = registry.get(target)!.fields[userField]?.kind === 'referenceMany' ? [userId] : userId;
  if (!ownTargets.has(key)) ownTargets.set(key, create(registry.get(target)!, { [userField]: holder }).then((row) => row.id as string));
  return ownTargets.get(key)!;
};

const references = new Map<string, Promise<string>>();
/** One record of each referenced resource, shared by every body (created once, as the superadmin). */
const referenceTo = (target: string, states?: Row): Promise<string> => {
  // One per state a check asks of it too (a housing building, shared by its rooms and stays).
  const key = states ? `${target} ${JSON.stringify(states)}` : target;
  let id = references.get(key);
  if (!id) {
    id = create(registry.get(target)!, states).then((row) => row.id as string);
    references.set(key, id);
  }
  return id;
};

/**
 * A fresh valid body: every writable field (references shared, unique fields unique). Users get
 * no password unless asked (hashing one costs ~100 ms of CPU: the matrix needs hundreds of users).
 */
const bodyFor = async (resource: AnyResource, actorRole = 'superadmin', withPassword = false, parentField?: string, writtenByRoleUser = false): Promise<Row> => {
  const body: Row = {};
  const own = ownReferencesOf(resource, registry);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly || (field.kind === 'password' && !withPassword) || name === parentField) continue;
    // A sensitive field is written only by holders of its grant (the others get 403 for it).
    if (field.sensitive && rankOf(actorRole) < TOP_RANK && !['admin', ...(field.sensitive.roles ?? [])].includes(actorRole)) continue;
    // A file is named by an upload of the writer's own (files.test.ts); optional ones are left out here.
    if ((field.kind === 'file' || field.kind === 'files') && !field.required) continue;
    if (field.kind === 'file' || field.kind === 'files') {
      // A required one is uploaded by the writer; one who may not upload for it is refused the write anyway.
      const as = writtenByRoleUser ? supertest.agent(app.url).set('Authorization', `Bearer ${tokens.get(actorRole)}`) : app.http;
      const sample = sampleFileFor(field);
      const upload = await as.post('/api/files').query({ resource: resource.name, field: name }).attach('file', readFileSync(sample.path), { filename: sample.name, contentType: sample.type });
      const id = upload.status === 201 ? (upload.body as { id: string }).id : randomUUID();
      body[name] = field.kind === 'file' ? id : [id];
      continue;
    }
    const ruled = ruledValueOf(resource.name, name);
    if (ruled && (field.kind === 'reference' || field.kind === 'referenceMany')) {
      body[name] = ruled.value;
    } else if (field.kind === 'reference' || field.kind === 'referenceMany') {
      if (field.target === resource.name) continue;
      // A unique reference, or one the resource's rules want apart (one custody per asset), gets a target of its own.
      const fresh = field.unique || freshReferencesOf(resource).includes(name);
      // One a declared check wants in a state (an application's posting open) is made in it.
      const asked = statesAskedOf(resource, name, registry.get(field.target)!);
      // A record one may only make for oneself (a leave request) names the actor's own target.
      const ownedBy = own[name] && !seesEveryRow(actorRole, resource) ? userIds.get(actorRole) : undefined;
      const id = ownedBy
        ? await ownTarget(field.target, own[name]!, ownedBy)
        : fresh
          ? ((await create(registry.get(field.target)!, asked)).id as string)
          : await referenceTo(field.target, asked);
      body[name] = field.kind === 'reference' ? id : [id];
    } else {
      // A field of a combination no two records share (an item's code in its warehouse) is kept apart like a unique one.
      // A value the resource's rules ask for (a saved view's list) is kept: its combination's other fields keep it apart.
      const apart = field.unique || (!ruled && uniqueCombinationsOf(resource).some((combination) => combination.includes(name)));
      body[name] = apart && field.kind === 'text' ? uniqueText(field, name) : sampleValue(field, name, () => '', resource.name);
    }
  }
  // A record about another record (a comment) names a real one of the resource its rules give.
  if (body.recordId === ABOUT_A_SAMPLE_RECORD && typeof body.resource === 'string') body.recordId = await referenceTo(body.resource);
  // The rules the resource declares (a workflow's first state, an end after its start).
  withDeclaredRules(resource, body);
  // Lines (a route's steps) are written with their record: one of each kind.
  for (const [key, lines] of Object.entries(resource.lines ?? {})) {
    const child = registry.get(lines.resource)!;
    // Lines the resource's sample rules give (none: a receipt paying no invoice) are taken as given.
    const ruled = ruledValueOf(resource.name, key);
    body[key] = ruled ? ruled.value : [await bodyFor(child, actorRole, false, lines.parentField, writtenByRoleUser)];
  }
  // Rank rules: a user of the lowest seeded role; a role below every seeded one, granting only
  // what the actor holds (nobody gives more than they have).
  if (resource.name === 'users') Object.assign(body, { roleId: 'member', status: 'active' });
  if (resource.name === 'roles') {
    body.rank = 10;
    const permissions = (body.permissions ?? {}) as Record<string, string[]>;
    body.permissions = Object.fromEntries(
      Object.entries(permissions).map(([page, actions]) => [page, actions.filter((action) => grantedTo(actorRole, registry.get(page)!).includes(action as Action))]),
    );
  }
  return body;
};

const create = async (resource: AnyResource, values: Row = {}): Promise<Row> => {
  for (let attempt = 1; ; attempt++) {
    const body = { ...(await bodyFor(resource)), ...values };
    const response = await limited(() => app.http.post(`/api/${resource.name}`).send(body));
    if (response.status === 201) return response.body as Row;
    // A unique value drawn at random may be taken by a record the server made (a month opened by a posting): draw again.
    if (attempt >= 4 || !drewTakenValue(resource, response)) throw new Error(`Creating a sample ${resource.name} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
};

/** Rows the server writes (read-only and serverRows resources): the newest ones, read as the superadmin. */
const existingRows = async (resource: AnyResource): Promise<Row[]> => {
  const rows = (await app.http.get(`/api/${resource.name}`).query({ range: '[0,99]', sort: JSON.stringify(['id', 'ASC']) }).expect(200)).body as Row[];
  if (rows.length === 0) throw new Error(`No ${resource.name} row to read: the server writes none?`);
  return rows;
};

const canWrite = (resource: AnyResource) => !resource.readOnly && !resource.serverRows;

/** A small valid change: a fresh value for the first plain text field (none: just the version). */
const changeOf = (resource: AnyResource): Row => {
  const entry = Object.entries(resource.fields).find(
    ([, field]) => !field.readOnly && !field.unique && (field.kind === 'text' || field.kind === 'longText') && !('pattern' in field && field.pattern),
  );
  if (!entry) return {};
  const [name, field] = entry;
  return { [name]: `Edited ${randomBytes(6).toString('hex')}`.slice(0, maxLengthOf(field as never)) };
};

const getOne = (resource: AnyResource, id: unknown) => app.http.get(`/api/${resource.name}/${id}`);
const total = async (resource: AnyResource): Promise<number> =>
  Number(/\/(\d+)$/.exec((await limited(() => app.http.get(`/api/${resource.name}`).query({ range: '[0,0]' }).expect(200))).headers['content-range'])![1]);

// ---------------------------------------------------------------------------------------------

interface Fixture {
  /** Read by everyone (list, show, getMany). */
  read: Row;
  /** Per role: the record it edits, the record it deletes, the body it creates. */
  edit: Map<string, Row>;
  remove: Map<string, Row>;
  body: Map<string, Row>;
}

const fixtures = new Map<string, Fixture>();
const tokens = new Map<string, string>();
/** The account behind each seeded role's token. */
const userIds = new Map<string, string>();

beforeAll(async () => {
  app = await startTestApp();
  // A notification exists (the outbox is written by the server only): a password reset request.
  await app.anonymous.post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email: TEST_ADMIN.email }).expect(202);
  // Lines (invoice items) exist once a parent was written with them.
  await seedServerWrittenRows(app.http, registry);
  for (const role of SEEDED_ROLES) {
    const user = await app.crud.create('users', { ...(await bodyFor(registry.get('users')!)), roleId: role.key });
    tokens.set(role.key, await issueAccessToken(app, user.id as string));
    userIds.set(role.key, user.id as string);
  }
  // Per resource: a record everyone reads; per role a record to edit, one to delete, a body to create.
  await Promise.all(
    registry.resources.map(async (resource) => {
      const fixture: Fixture = { read: {}, edit: new Map(), remove: new Map(), body: new Map() };
      if (canWrite(resource)) {
        fixture.read = await create(resource);
        await Promise.all(
          ROLES.map(async (role) => {
            fixture.edit.set(role, await create(resource));
            fixture.remove.set(role, await create(resource));
            fixture.body.set(role, await bodyFor(resource, role, true, undefined, true));
          }),
        );
      } else {
        const rows = await existingRows(resource);
        fixture.read = rows[0]!;
        // serverRows resources are edited: each role its own row (no version conflicts between roles).
        ROLES.forEach((role, index) => {
          fixture.edit.set(role, rows[index % rows.length]!);
          fixture.remove.set(role, rows[rows.length - 1]!);
          fixture.body.set(role, {});
        });
      }
      fixtures.set(resource.name, fixture);
    }),
  );
});
afterAll(() => app?.stop());

const clientOf = (role: string) => {
  const agent = supertest.agent(app.url);
  return role === ANONYMOUS ? agent : agent.set('Authorization', `Bearer ${tokens.get(role)}`);
};

const describeResponse = (response: { status: number; body: unknown }) => {
  const message = (response.body as { message?: unknown } | undefined)?.message;
  return `${response.status}${typeof message === 'string' ? ` ${message}` : ''}`;
};

const EXPECTED_STATUS: Record<Exclude<Expected, 'allowed'>, number> = { denied: 403, 'not offered': 405, unauthenticated: 401, 'out of scope': 404 };

/** Runs one role's row of the matrix over every resource and returns what did not match. */
const runRow = async (role: string): Promise<Mismatch[]> => {
  const client = clientOf(role);
  const mismatches: Mismatch[] = [];
  const countsBefore = new Map(await Promise.all(registry.resources.filter(canWrite).map(async (resource) => [resource.name, await total(resource)] as const)));

  await Promise.all(
    registry.resources.map(async (resource) => {
      const name = resource.name;
      const fixture = fixtures.get(name)!;
      // What the records hold now (an earlier row may have edited a shared server row).
      const current = async (record: Row) => ((await limited(() => getOne(resource, record.id).expect(200))).body as Row);
      const [edited, removed] = await Promise.all([current(fixture.edit.get(role)!), current(fixture.remove.get(role)!)]);
      const requests: Record<Column, () => supertest.Test> = {
        list: () => client.get(`/api/${name}`).query({ range: '[0,9]' }),
        export: () => client.get(`/api/${name}`).query({ range: '[0,199]' }),
        show: () => client.get(`/api/${name}/${fixture.read.id}`),
        getMany: () => client.get(`/api/${name}`).query({ filter: JSON.stringify({ id: [fixture.read.id] }) }),
        create: () => client.post(`/api/${name}`).send(canWrite(resource) ? fixture.body.get(role)! : fixture.read),
        edit: () => client.put(`/api/${name}/${edited.id}`).send({ ...changeOf(resource), version: edited.version }),
        delete: () => client.delete(`/api/${name}/${removed.id}`),
        // The import's way in, behind the same permissions as the import itself (create and import).
        import: () => client.get(`/api/${name}/import/template`),
      };
      const columns: Column[] = [...ACTIONS, 'getMany'];
      await Promise.all(
        columns.map(async (column) => {
          const expected = expectedOf(role, resource, column);
          const response = await limited(() => requests[column]());
          const ok =
            expected === 'allowed'
              ? response.status >= 200 && response.status < 300
              : response.status === EXPECTED_STATUS[expected] &&
                typeof response.body?.message === 'string' &&
                (expected === 'out of scope' || (JSON.stringify(response.body.errors) === '{}' && Object.keys(response.body).length === 2));
          if (!ok) mismatches.push({ role, resource: name, action: column, expected: expected === 'allowed' ? 'allowed (2xx)' : `${expected} (${EXPECTED_STATUS[expected]})`, got: describeResponse(response) });
          // Asked for by id, a record out of the role's row scope is simply not among the answers.
          const asked = seesEveryRow(role, resource) ? [fixture.read.id] : [];
          if (ok && expected === 'allowed' && column === 'getMany' && JSON.stringify((response.body as Row[]).map((row) => row.id)) !== JSON.stringify(asked)) {
            mismatches.push({ role, resource: name, action: column, expected: asked.length ? 'exactly the record asked for' : 'nothing (out of scope)', got: JSON.stringify(response.body) });
          }
        }),
      );

      // Nothing written unless allowed: the edited and deleted records, and the row count.
      const after = async (record: Row) => {
        const response = await limited(() => getOne(resource, record.id));
        return response.status === 404 ? 'gone' : response.status === 200 ? (response.body as Row) : `${response.status}`;
      };
      const [editedNow, removedNow] = await Promise.all([after(edited), after(removed)]);
      const editAllowed = expectedOf(role, resource, 'edit') === 'allowed';
      const deleteAllowed = expectedOf(role, resource, 'delete') === 'allowed';
      if (editAllowed) {
        if (typeof editedNow === 'string' || editedNow.version !== (edited.version as number) + 1) {
          mismatches.push({ role, resource: name, action: 'edit (record after)', expected: `version ${(edited.version as number) + 1}`, got: JSON.stringify(editedNow) });
        }
      } else if (JSON.stringify(editedNow) !== JSON.stringify(edited)) {
        mismatches.push({ role, resource: name, action: 'edit (record after)', expected: 'unchanged', got: JSON.stringify(editedNow) });
      }
      // A one-row (settings) resource's row is both the edited and the refused delete's: the edit
      // check above judges its content, this one that it is still there.
      const unchanged = removed.id === edited.id ? typeof removedNow !== 'string' : JSON.stringify(removedNow) === JSON.stringify(removed);
      if (deleteAllowed ? removedNow !== 'gone' : !unchanged) {
        mismatches.push({ role, resource: name, action: 'delete (record after)', expected: deleteAllowed ? 'gone' : 'unchanged', got: typeof removedNow === 'string' ? removedNow : 'still there / changed' });
      }
    }),
  );

  // Row counts (only this row's requests write during it): + an allowed create, − an allowed delete.
  // Invoices are also made by other records' creates (a subscription's instalments, a booking
  // confirmed: api/src/overrides/parts/billing.ts), and journal entries by every invoice issued, so
  // their counts follow more than this row's own requests.
  for (const resource of registry.resources.filter((candidate) => canWrite(candidate) && !MADE_BY_OTHERS.has(candidate.name))) {
    // A record another user keeps for themselves is not among those counted (read as the test's superadmin).
    const expected = countsBefore.get(resource.name)! + (expectedOf(role, resource, 'create') === 'allowed' && !seenByWriterOnly(resource) ? 1 : 0) - (expectedOf(role, resource, 'delete') === 'allowed' ? 1 : 0);
    const got = await total(resource);
    if (got !== expected) mismatches.push({ role, resource: resource.name, action: 'rows (count after)', expected: String(expected), got: String(got) });
  }
  return mismatches;
};

/** Resources whose rows other resources' writes make too (see the row counts above): leave movements by every employee hired. */
const MADE_BY_OTHERS: ReadonlySet<string> = new Set(['invoices', 'journalEntries', 'leaveMovements']);

const table = (mismatches: Mismatch[]) => mismatches.map((m) => `${m.role} × ${m.resource} × ${m.action}: expected ${m.expected}, got ${m.got}`).sort();

describe('the seeded roles start with their defaults', () => {
  it("every seeded role's stored permissions are its defaults on every page (what the matrix below assumes)", async () => {
    const roles = (await app.http.get('/api/roles').query({ range: '[0,999]' }).expect(200)).body as Row[];
    const differences: string[] = [];
    for (const seeded of SEEDED_ROLES) {
      const stored = roles.find((role) => role.key === seeded.key);
      expect(stored, seeded.key).toBeDefined();
      expect(stored!.rank).toBe(seeded.rank);
      if (seeded.rank >= TOP_RANK) continue;
      const permissions = (stored!.permissions ?? {}) as Record<string, string[]>;
      for (const resource of registry.resources) {
        const want = defaultActionsOf(seeded.key, resource);
        const have = ACTIONS.filter((action) => permissions[resource.name]?.includes(action));
        if (JSON.stringify(want) !== JSON.stringify(have)) differences.push(`${seeded.key} × ${resource.name}: defaults ${want.join(',') || '—'}, stored ${have.join(',') || '—'}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('the matrix is not trivial: every role below the top is refused something and allowed something', () => {
    for (const role of SEEDED_ROLES) {
      // A record only its writer changes (a comment) is refused to everyone else, the top rank included: not the matrix's doing.
      const cells = registry.resources.flatMap((resource) => ACTIONS.filter((action) => !(changedByWriterOnly(resource) && (action === 'edit' || action === 'delete'))).map((action) => expectedOf(role.key, resource, action)));
      expect(cells, role.key).toContain('allowed');
      if (role.rank < TOP_RANK) expect(cells, role.key).toContain('denied');
      else expect(cells, role.key).not.toContain('denied');
    }
  });
});

describe('authorization matrix: every resource × action', () => {
  it.each(ROLES)('%s: no unexpected allow, no unexpected refusal', async (role) => {
    const mismatches = await runRow(role);
    expect(table(mismatches)).toEqual([]);
  });
});
