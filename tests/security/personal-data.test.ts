import { defaultActionsOf, type AnyResource } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord, seedServerWrittenRows } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser } from '../api/auth-helpers';

// Issue 44, M7: a person's identifiers (national ID, iqama or passport number, date of birth) and
// contact details (phones, emails, home address) are sensitive fields, read only by the roles
// holding their grant (managers; the cashier the club members' contact details, which billing
// needs), as the staff's own contact details are. The lowest staff role reads none of them:
// not in lists, show, references, the lines of a record, nor found, filtered or sorted by them.
const registry = await loadRegistry();
let app: TestApp;
const tokens: Record<string, string> = {};

/** What names a person's identifier or contact detail, by its name or its kind. */
const PERSONAL = /^(nationalId|idNumber|iqama\w*|passport\w*|dateOfBirth|birthDate|\w*[pP]hone|\w*[eE]mail|mobile\w*|street|buildingNo|additionalNo|postalCode|shortAddress|\w*[aA]ddress(Ar)?)$/;
const personalFieldsOf = (resource: AnyResource) => Object.entries(resource.fields).filter(([name, field]) => PERSONAL.test(name) || field.kind === 'phone' || field.kind === 'email').map(([name]) => name);

/** Organisations' contact details and the club's own, not a person's: the rule's only exceptions. */
const NOT_A_PERSON = new Set(['companies', 'sponsors', 'kitchens', 'maintenanceSuppliers', 'websiteSettings', 'hrSettings', 'invoices']);

const as = (role: string) => ({
  get: (path: string, query: Record<string, string> = {}) => anonymous(app).get(path).query(query).set(bearer(tokens[role]!)),
});

beforeAll(async () => {
  app = await startTestApp();
  for (const role of ['member', 'manager', 'cashier']) tokens[role] = await app.auth.issueAccessToken((await createUser(app, { role })).id);
  await seedServerWrittenRows(app.http, app.registry);
});
afterAll(() => app?.stop());

describe("people's identifiers and contact details", () => {
  it('are declared sensitive on every resource about people', () => {
    const open = registry.resources.filter((resource) => !NOT_A_PERSON.has(resource.name)).flatMap((resource) => personalFieldsOf(resource).filter((name) => !resource.fields[name]!.sensitive).map((name) => `${resource.name}.${name}`));
    expect(open).toEqual([]);
  });

  // Every resource the member role reads by default that holds any (visitors, volunteers, club
  // members, drivers...); the staff directory's own rule is tests/security/least-privilege.test.ts's.
  const readByMembers = registry.resources.filter((resource) => resource.name !== 'users' && defaultActionsOf('member', resource).includes('list') && personalFieldsOf(resource).length > 0);
  it.each(readByMembers.map((resource) => [resource.name, resource] as const))('%s: the member role reads none of them, nor finds a record by them', async (name, resource) => {
    const record = resource.readOnly ? (await app.http.get(`/api/${name}`).query({ range: '[0,0]' }).expect(200)).body[0] : await createSampleRecord(app.http, app.registry, resource);
    expect(record, `a ${name} record`).toBeTruthy();
    const personal = personalFieldsOf(resource);
    const listed = (await as('member').get(`/api/${name}`, { filter: JSON.stringify({ id: [record.id] }) }).expect(200)).body;
    // A resource whose rows are their owners' (a payslip is its employee's): another's is not read at all.
    if (resource.scope && listed.length === 0) {
      await as('member').get(`/api/${name}/${record.id}`).expect(404);
      return;
    }
    expect(listed).toHaveLength(1);
    const shown = (await as('member').get(`/api/${name}/${record.id}`).expect(200)).body;
    for (const row of [listed[0], shown]) expect(Object.keys(row).filter((key) => personal.includes(key))).toEqual([]);
    // Nor found by them through `q` (a resource left with no search field takes no `q` at all).
    for (const field of app.registry.facts(name).search.length > 0 ? personal : []) {
      const value = record[field];
      if (typeof value !== 'string' || value.length < 3) continue;
      const found = (await as('member').get(`/api/${name}`, { filter: JSON.stringify({ q: value }) }).expect(200)).body as { id: string }[];
      expect(found.map((row) => row.id), `${name} found by its ${field}`).not.toContain(record.id);
    }
  });

  it("nor through a record's lines: an invitation order's visitors", async () => {
    const order = await createSampleRecord(app.http, app.registry, app.registry.get('invitationOrders')!);
    const lines = (await as('member').get(`/api/invitationOrders/${order.id}`).expect(200)).body.visitors as Record<string, unknown>[];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(Object.keys(line).filter((key) => ['phone', 'email', 'nationalId'].includes(key))).toEqual([]);
    expect((await app.http.get(`/api/invitationOrders/${order.id}`).expect(200)).body.visitors[0]).toHaveProperty('nationalId');
  });

  it('are read, and looked up exactly, by the roles that need them; filtering or sorting by them is refused to the others', async () => {
    const volunteer = await createSampleRecord(app.http, app.registry, app.registry.get('volunteers')!);
    const byId = { filter: JSON.stringify({ nationalId: volunteer.nationalId }) };
    const found = (await as('manager').get('/api/volunteers', byId).expect(200)).body;
    expect(found).toEqual([expect.objectContaining({ id: volunteer.id, nationalId: volunteer.nationalId, phone: volunteer.phone })]);
    await as('member').get('/api/volunteers', byId).expect(403);
    const member = await createSampleRecord(app.http, app.registry, app.registry.get('clubMembers')!);
    await as('member').get('/api/clubMembers', { sort: JSON.stringify(['phone', 'ASC']) }).expect(403);
    // Billing reaches club members: the cashier reads how to contact them, not their identity documents.
    const billed = (await as('cashier').get(`/api/clubMembers/${member.id}`).expect(200)).body;
    expect(billed).toMatchObject({ phone: member.phone });
    expect(billed).not.toHaveProperty('nationalId');
    expect(billed).not.toHaveProperty('dateOfBirth');
  });
});
