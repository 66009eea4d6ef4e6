import { problemsOf } from '../support/registry-problems';
import { ACTIONS, createRegistry, defineResource, f, RegistryError, type AnyResource, type ScreenDefinition } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

const valid = defineResource({
  name: 'teams',
  route: '/teams',
  menu: { group: 'players', icon: 'Groups' },
  recordRepresentation: 'name',
  fields: { name: f.text({ required: true, search: true }), level: f.enum(['a', 'b']), coachId: f.reference('teams') },
  list: { columns: ['name', 'level'], sort: ['name', 'ASC'] },
  filters: { level: {} },
});

const screenProblemsOf = (resources: AnyResource[], screens: ScreenDefinition[]): string => {
  try {
    createRegistry(resources, screens);
    return '';
  } catch (error) {
    return (error as RegistryError).problems.join('\n');
  }
};

describe('the registry', () => {
  it('loads every resource file and validates it', async () => {
    const registry = await loadRegistry();
    expect(registry.resources.length).toBeGreaterThanOrEqual(9);
    for (const resource of registry.resources) expect(registry.get(resource.name)).toBe(resource);
  });

  it('orders resources so that reference targets come first', async () => {
    const registry = await loadRegistry();
    const order = registry.inDependencyOrder().map((resource) => resource.name);
    for (const resource of registry.resources) {
      for (const field of Object.values(resource.fields)) {
        if (field.kind === 'reference' && field.target !== resource.name) {
          expect(order.indexOf(field.target), `${resource.name} → ${field.target}`).toBeLessThan(order.indexOf(resource.name));
        }
      }
    }
  });

  it('accepts a valid declaration', () => {
    expect(problemsOf([valid])).toEqual([]);
  });

  const broken: [string, Partial<AnyResource>, RegExp][] = [
    ['a list column that is not a field', { list: { columns: ['nope'], sort: ['name', 'ASC'] } }, /list column 'nope' is not a field/],
    ['a sort field that is not a field', { list: { columns: ['name'], sort: ['nope', 'ASC'] } }, /sort field 'nope'/],
    ['a filter on an unknown field', { filters: { nope: {} } as never }, /filter 'nope' is not a field/],
    ['an operator the kind lacks', { filters: { level: { ops: ['gte'] } } as never }, /does not support 'gte'/],
    ['a reference to an unknown resource', { fields: { name: f.text(), ownerId: f.reference('ghosts') } }, /unknown resource 'ghosts'/],
    ['a reference not named ...Id', { fields: { name: f.text(), owner: f.reference('teams') } }, /must end with 'Id'/],
    ['a reserved field name', { fields: { name: f.text(), version: f.integer() } }, /reserved/],
    ['search on a number', { fields: { name: f.text(), size: { kind: 'integer', search: true } as never } }, /only text fields can be searched/],
    ['an enum default outside its values', { fields: { name: f.text(), level: { kind: 'enum', values: ['a'], default: 'z' } } }, /default 'z'/],
    ['a bad route', { route: 'teams/' }, /route/],
    ['an unknown icon', { menu: { group: 'players', icon: 'Nope' as never } }, /unknown icon/],
    ['a secret list column', { fields: { name: f.text(), secret: f.password() }, list: { columns: ['secret'], sort: ['name', 'ASC'] } }, /is secret/],
    ['min above max', { fields: { name: f.text(), size: f.integer({ min: 5, max: 1 }) } }, /min is greater than max/],
    ['an invalid pattern', { fields: { name: f.text({ pattern: '(' }) } }, /not a valid regular expression/],
    ['a file limit above the largest', { fields: { name: f.text(), scan: f.file({ maxSize: 60 * 1024 * 1024 }) } }, /maxSize must be a whole number of bytes/],
    ['a file type that is no media type', { fields: { name: f.text(), scan: f.file({ types: ['pdf'] }) } }, /'pdf' is not a media type/],
    ['a public page of a field that is not one', { publicPage: { route: '/teamsView', fields: ['nope'] } }, /publicPage: 'nope' is not a field/],
    ['a public page naming another record', { publicPage: { route: '/teamsView', fields: ['name', 'coachId'] } }, /'coachId' \(reference\) cannot be public/],
    ['a public page of a sensitive field', { fields: { name: f.text(), fee: f.money({ sensitive: { grant: 'fees' } }) }, publicPage: { route: '/teamsView', fields: ['fee'] } }, /'fee' is sensitive/],
    ['a writable file field that lists no types', { fields: { name: f.text(), scan: f.file() } }, /a file field that can be written lists the types it takes/],
    ["a program's type among a file field's", { fields: { name: f.text(), scan: f.file({ types: ['application/pdf', 'application/x-msdownload'] }) } }, /'application\/x-msdownload' is a program's type/],
    ['a family of types too wide to hold no programs', { fields: { name: f.text(), scan: f.file({ types: ['application/*'] }) } }, /'application\/\*' is too wide/],
    ['no file at all in a list of files', { fields: { name: f.text(), scans: f.files({ maxFiles: 0 }) } }, /maxFiles must be a whole number above 0/],
  ];
  it.each(broken)('refuses %s, naming the resource and the field', (_label, change, message) => {
    const problems = problemsOf([{ ...valid, ...change } as AnyResource]);
    expect(problems.join('\n')).toMatch(message);
    expect(problems.join('\n')).toMatch(/resource 'teams'/);
  });

  it('refuses a resource named like the API\'s own paths, and files on lines', () => {
    expect(problemsOf([{ ...valid, name: 'files' }]).join('\n')).toMatch(/'files' is one of the API's own paths/);
    const lines = { ...valid, name: 'teamKits', route: '/teamKits', readOnly: true, fields: { teamId: f.reference('teams', { required: true }), position: f.integer({ readOnly: true }), photo: f.file() } };
    expect(problemsOf([{ ...valid, lines: { kits: { resource: 'teamKits', parentField: 'teamId' } } }, lines as AnyResource]).join('\n')).toMatch(/teamKits', field 'photo': a line cannot hold files/);
  });

  it('takes rows about another record only when two required text fields name it', () => {
    const notes = { ...valid, name: 'teamNotes', route: '/teamNotes', fields: { name: f.text({ required: true }), resource: f.text({ required: true }), recordId: f.text({ required: true }), level: f.integer() } };
    expect(problemsOf([valid, { ...notes, aboutRecord: { resource: 'resource', id: 'recordId' } } as AnyResource])).toEqual([]);
    expect(problemsOf([valid, { ...notes, aboutRecord: { resource: 'resource', id: 'level' } } as AnyResource]).join('\n')).toMatch(/aboutRecord 'level' must be a required text field/);
  });

  it('refuses two resources with the same name or route', () => {
    expect(problemsOf([valid, { ...valid }]).join('\n')).toMatch(/already used/);
    expect(problemsOf([valid, { ...valid, name: 'squads' }]).join('\n')).toMatch(/route is already used/);
  });

  it('turns sensitive fields and row scopes into grants, and checks them', () => {
    const users = defineResource({
      name: 'users',
      route: '/users',
      menu: { group: 'users', icon: 'People' },
      recordRepresentation: 'name',
      fields: { name: f.text({ required: true }), salary: f.money({ sensitive: { grant: 'salaries', roles: ['manager'] } }) },
      list: { columns: ['name'], sort: ['name', 'ASC'] },
    });
    const players = defineResource({
      ...valid,
      name: 'players',
      route: '/players',
      fields: { ...valid.fields, parentId: f.reference('users'), teamId: f.reference('teams'), fee: f.money({ sensitive: { grant: 'salaries', roles: ['manager'] } }) },
      scope: { owners: ['parentId', 'teamId.coachId'], everyone: { grant: 'allPlayers' } },
    });
    const teams = defineResource({ ...valid, fields: { ...valid.fields, coachId: f.reference('users') } });
    const registry = createRegistry([users, teams, players]);
    expect(registry.grants).toEqual(['salaries', 'allPlayers']);
    const salaries = registry.pages.find((page) => page.name === 'salaries')!;
    expect(salaries.actions).toEqual(['show']);
    expect(salaries.access).toMatchObject({ superadmin: ['show'], admin: ['show'], manager: ['show'], cashier: [], member: [] });
    expect(registry.facts('players').sensitive).toEqual(new Map([['fee', 'salaries']]));

    const problems = (resources: AnyResource[]) => problemsOf(resources).join('\n');
    expect(problems([users, teams, { ...players, scope: { owners: ['name'], everyone: { grant: 'allPlayers' } } }])).toMatch(/owner 'name' must reference users/);
    expect(problems([users, teams, { ...players, scope: { owners: ['name.id'], everyone: { grant: 'allPlayers' } } }])).toMatch(/owner 'name.id' must start with a reference field/);
    // A list of users owns the row when it holds the reader, on the record or one step away.
    const guarded = { ...players, fields: { ...players.fields, guardianIds: f.referenceMany('users') }, scope: { owners: ['guardianIds', 'teamId.coachIds'], everyone: { grant: 'allPlayers' } } };
    const coached = { ...teams, fields: { ...teams.fields, coachIds: f.referenceMany('users') } };
    expect(problemsOf([users, coached, guarded])).toEqual([]);
    expect(createRegistry([users, coached, guarded]).facts('players').scopeOwners).toEqual([
      { field: 'guardianIds', many: true },
      { field: 'teamId', many: false, through: { target: 'teams', field: 'coachIds', many: true } },
    ]);
    expect(problems([users, teams, { ...players, scope: { owners: ['teamId'], everyone: { grant: 'allPlayers' } } }])).toMatch(/owner 'teamId' must reference users/);
    expect(problems([users, { ...teams, fields: valid.fields }, players])).toMatch(/teams.coachId must reference users/);
    expect(problems([users, teams, { ...players, fields: { ...players.fields, fee: f.money({ sensitive: { grant: 'salaries' } }) } }])).toMatch(/grant 'salaries' is declared elsewhere with other roles/);
    expect(problems([users, teams, { ...players, scope: { owners: ['parentId'], everyone: { grant: 'teams' } } }])).toMatch(/grant 'teams': name is already used by 'teams'/);
    expect(problems([users, teams, { ...players, fields: { ...players.fields, name: f.text({ required: true, sensitive: { grant: 'names' } }) } }])).toMatch(/record representation 'name' is sensitive/);
    // A scope may hold only on some rows (the confidential ones): named by enum fields and their values.
    const graded = { ...players, fields: { ...players.fields, level: f.enum(['open', 'private']) } };
    const owned = { owners: ['parentId', 'teamId.coachId'], everyone: { grant: 'allPlayers' } };
    expect(problemsOf([users, teams, { ...graded, scope: { ...owned, when: { level: ['private'] } } }])).toEqual([]);
    expect(problems([users, teams, { ...graded, scope: { ...owned, when: { name: ['x'] } } }])).toMatch(/when 'name' must name an enum field/);
    expect(problems([users, teams, { ...graded, scope: { ...owned, when: { level: ['secret'] } } }])).toMatch(/when 'level' must list values of the field/);
    expect(problems([users, teams, { ...graded, scope: { ...owned, when: {} } }])).toMatch(/when, if given, names at least one field/);
  });

  it('checks what makes records anonymous: a boolean flag of their own or of the record they refer to, an author among the users', () => {
    const users = defineResource({ ...valid, name: 'users', route: '/users', fields: valid.fields });
    const polls = defineResource({ ...valid, name: 'polls', route: '/polls', fields: { ...valid.fields, secret: f.boolean() } });
    const notes = defineResource({
      ...valid,
      name: 'notes',
      route: '/notes',
      fields: { ...valid.fields, hidden: f.boolean(), pollId: f.reference('polls'), writerId: f.reference('users') },
      actions: { vote: { permission: 'show' } },
      anonymous: { when: 'hidden', author: 'writerId', hides: ['writerId'] },
    });
    const problems = (anonymous: unknown) => problemsOf([valid, users, polls, { ...notes, anonymous } as AnyResource]).join('\n');
    expect(problemsOf([valid, users, polls, notes])).toEqual([]);
    expect(problems({ when: 'pollId.secret', actions: ['vote'] })).toBe('');
    expect(problems({ when: 'name' })).toMatch(/when 'name' must name a boolean field/);
    expect(problems({ when: 'name.secret' })).toMatch(/must start with a reference field/);
    expect(problems({ when: 'pollId.name' })).toMatch(/polls.name must be a boolean field/);
    expect(problems({ when: 'hidden', author: 'pollId' })).toMatch(/author 'pollId' must be a reference to users/);
    expect(problems({ when: 'hidden', hides: ['nothing'] })).toMatch(/hides 'nothing', which is not a field/);
    expect(problems({ when: 'hidden', actions: ['answer'] })).toMatch(/action 'answer' is not one of the resource's record actions/);
  });

  it('takes custom screens whose names and paths are their own', () => {
    const report = { name: 'teamReport', route: '/teams/report', menu: { group: 'players', icon: 'BarChart' } } as const;
    expect(createRegistry([valid], [report]).pages.map((page) => [page.name, page.actions])).toEqual([['teams', ACTIONS], ['teamReport', ['show']]]);
    expect(screenProblemsOf([valid], [{ ...report, name: 'teams' }])).toMatch(/screen 'teams': name is already used by 'teams'/);
    expect(screenProblemsOf([valid], [{ ...report, route: '/Teams' }])).toMatch(/screen 'teamReport': route is already used by 'teams'/);
    expect(screenProblemsOf([valid], [{ ...report, access: { member: ['edit'] } }])).toMatch(/grants 'edit', which the screen does not offer/);
    // A screen that does more than open offers those actions too, opening always among them.
    const settings = { ...report, name: 'teamSettings', route: '/teams/settings', actions: ['show', 'edit'], access: { member: ['show'] } } as const;
    expect(createRegistry([valid], [settings]).pages.find((page) => page.name === 'teamSettings')?.actions).toEqual(['show', 'edit']);
    expect(screenProblemsOf([valid], [{ ...settings, actions: ['edit'] }])).toMatch(/actions must include 'show'/);
    expect(screenProblemsOf([valid], [{ ...report, menu: { group: 'players', icon: 'Nope' } } as unknown as ScreenDefinition])).toMatch(/unknown icon 'Nope'/);
  });

  it('takes a resource at several paths, each unique, well formed and with a known menu', () => {
    const squads = { ...valid, name: 'squads', route: '/squads' };
    expect(problemsOf([valid, { ...squads, alsoAt: [{ route: '/academy/squads', menu: { group: 'academy', icon: 'Groups' } }, { route: '/Squads2' }] }])).toEqual([]);
    expect(problemsOf([valid, { ...squads, alsoAt: [{ route: '/teams' }] }]).join('\n')).toMatch(/resource 'squads': route is already used by 'teams'/);
    expect(problemsOf([valid, { ...squads, alsoAt: [{ route: '/Squads' }] }]).join('\n')).toMatch(/route is already used by 'squads'/);
    expect(problemsOf([{ ...valid, alsoAt: [{ route: 'teams/' }] }]).join('\n')).toMatch(/route 'teams\/' must be an absolute path/);
    expect(problemsOf([{ ...valid, alsoAt: [{ route: '/more', menu: { group: 'nowhere', icon: 'Groups' } }] } as unknown as AnyResource]).join('\n')).toMatch(/unknown menu group 'nowhere'/);
  });
});
