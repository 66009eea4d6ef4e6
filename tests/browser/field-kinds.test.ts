import { ar, en } from '@club/locales';
import { FIELD_KINDS, type Field, type FieldKind } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { sampleValue, withDeclaredRules, type SampleFile } from '../support/samples';
import { useBrowserApp } from './support/browser-app';
import { control, fillField } from './support/form-filler';
import { coverKinds, declaredFilters, type DeclaredFilter } from './support/kind-cover';
import { navigate } from './support/navigate';
import { useSignedInPage } from './support/signed-in-page';

// Every field kind through the screens, in Arabic (RTL) and English (LTR): its input takes a value
// and saves it, its display field shows it, its edit input gives it back, its list filter finds it.
// The generic views draw every resource from the same kind maps, so one field of each kind proves
// the kind for all resources (each resource's own screens open in routes.test.ts).
const registry = await loadRegistry();
const cover = coverKinds(registry);
const filters = declaredFilters(registry);
const env = useBrowserApp({ seedDemo: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the API must hold after the form saved `sample` into a field of this kind. */
const STORED: { [K in FieldKind]: (stored: unknown, sample: unknown) => void } = {
  text: (stored, sample) => expect(stored).toBe(sample),
  longText: (stored, sample) => expect(stored).toBe(sample),
  email: (stored, sample) => expect(stored).toBe(sample),
  phone: (stored, sample) => expect(stored).toBe(sample),
  url: (stored, sample) => expect(stored).toBe(sample),
  // A secret never comes back.
  password: (stored) => expect(stored).toBeUndefined(),
  integer: (stored, sample) => expect(Number(stored)).toBe(sample),
  decimal: (stored, sample) => expect(Number(stored)).toBe(sample),
  money: (stored, sample) => expect(Number(stored)).toBe(sample),
  boolean: (stored, sample) => expect(stored).toBe(sample),
  date: (stored, sample) => expect(stored).toBe(sample),
  // The input holds minutes in the browser's zone: the day and minute survive the round trip.
  datetime: (stored, sample) => expect(new Date(String(stored)).toISOString().slice(0, 16)).toBe(String(sample).slice(0, 16)),
  time: (stored, sample) => expect(String(stored).slice(0, 5)).toBe(sample),
  enum: (stored, sample) => expect(stored).toBe(sample),
  multiEnum: (stored, sample) => expect(stored).toEqual(sample),
  reference: (stored) => expect(stored).toMatch(UUID),
  referenceMany: (stored) => expect((stored as string[]).length).toBeGreaterThan(0),
  json: (stored, sample) => expect(stored).toEqual(sample),
  // The server keeps the uploaded file's name, type and size.
  file: (stored, sample) => expect(stored).toMatchObject({ id: expect.stringMatching(UUID), name: (sample as SampleFile).name, type: (sample as SampleFile).type }),
  files: (stored, sample) => expect(stored).toMatchObject((sample as SampleFile[]).map((file) => ({ name: file.name, type: file.type }))),
};

/** What an edit form's input of this kind shows for the saved value, where the value is typed text. */
const EDIT_VALUE: Partial<{ [K in FieldKind]: (sample: unknown) => string }> = {
  text: String,
  longText: String,
  email: String,
  phone: String,
  url: String,
  integer: String,
  decimal: String,
  money: String,
  date: String,
  time: String,
};

const nameOf = (messages: typeof en, apiName: string) => messages.resources[apiName]!.name;

describe('every field kind has a writable field to prove it on', () => {
  it('covers each kind', () => {
    expect(cover.missing).toEqual([]);
    const covered = [...cover.forms.values()].flatMap((fields) => [...fields.keys()]);
    expect([...covered, ...cover.drawnByOverrides].sort()).toEqual([...FIELD_KINDS].sort());
  });
});

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);

  describe.each([...cover.forms].map(([resource, kinds]) => [resource.name, resource, kinds] as const))('%s', (name, resource, kinds) => {
    const covered = [...kinds].map(([kind, field]) => ({ kind, field, declaration: resource.fields[field]! as Field }));
    // Every value the form is given (the kinds covered, and what it requires), kept to the rules the
    // resource declares (an end after its start), as the form checks them too.
    // A field a declared check requires in some states (a letter's party) is filled too; one it wants empty is not.
    const requiredByCheck = new Set(Object.values(resource.checks ?? {}).flatMap((check) => (check.kind === 'required' ? [check.field] : [])));
    const given = withDeclaredRules(
      resource,
      Object.fromEntries(
        Object.entries(resource.fields)
          .filter(([field, declaration]) => !declaration.readOnly && (covered.some((entry) => entry.field === field) || (declaration.required && declaration.default === undefined) || requiredByCheck.has(field)))
          .map(([field, declaration]) => [field, sampleValue(declaration as Field, field, () => '', name)]),
      ),
    );
    const samples = new Map(covered.map(({ field }) => [field, given[field]]));

    it(`enters, saves, shows and edits: ${[...kinds.keys()].join(', ')}`, async () => {
      await navigate(session.page, `${resource.route}/create`);
      await session.page.locator('form').waitFor();
      for (const [field, declaration] of Object.entries(resource.fields)) {
        if (declaration.readOnly || given[field] === undefined) continue;
        await fillField(session.page, field, declaration, given[field]);
      }
      const save = session.page.locator('form button[type=submit]');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await session.page.waitForURL(new RegExp(`${resource.route}/[0-9a-f-]{36}(/show)?$`), { timeout: 15_000 }).catch(async (error: unknown) => {
        const said = (await session.page.locator('main').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 600);
        throw new Error(`Not saved: the page at ${session.page.url()} shows "${said}"`, { cause: error });
      });
      const id = /([0-9a-f-]{36})(\/show)?$/.exec(session.page.url())![1]!;

      const stored = (await env.app.http.get(`/api/${name}/${id}`).expect(200)).body as Record<string, unknown>;
      for (const { kind, field } of covered) STORED[kind](stored[field], samples.get(field));

      await navigate(session.page, `${resource.route}/${id}/show`);
      await session.page.locator('.show-page .RaSimpleShowLayout-stack').waitFor();
      for (const { kind, field, declaration } of covered) {
        const cell = session.page.locator(`.ra-field-${field}`);
        if (kind === 'password') {
          expect(await cell.count(), field).toBe(0);
          continue;
        }
        await cell.first().waitFor();
        if (kind === 'boolean') {
          await expect.poll(() => cell.locator('svg').count(), { message: field }).toBeGreaterThan(0);
        } else if (kind === 'enum' && declaration.kind === 'enum') {
          const label = messages.resources[name]!.enums![field]![String(samples.get(field))]!;
          await expect.poll(() => cell.innerText(), { message: field }).toContain(label);
        } else if (kind === 'text' || kind === 'email') {
          await expect.poll(() => cell.innerText(), { message: field }).toContain(String(samples.get(field)));
        } else {
          // Numbers and dates are shown in the screen's own digits and calendar: something is shown.
          await expect.poll(async () => (await cell.innerText()).trim().length + (await cell.locator('img, svg, a').count()), { message: field }).toBeGreaterThan(0);
        }
      }
      await screenshot(session.page, `kinds-${name}-show-${dir}`);

      await navigate(session.page, `${resource.route}/${id}`);
      await session.page.locator('form').waitFor();
      for (const { kind, field } of covered) {
        const expected = EDIT_VALUE[kind];
        if (expected) await expect.poll(() => control(session.page, field).inputValue(), { message: field }).toBe(expected(samples.get(field)));
      }
      await expect.poll(() => session.page.locator('header').innerText()).toContain(nameOf(messages, name).split('||||')[dir === 'rtl' ? 1 : 0]!.trim());
    });
  });

  describe.each([...filters].map(([kind, declared]) => [kind, declared] as const))('the %s filter', (_kind, declared) => {
    it('finds exactly the rows its value names', async () => {
      // The first declared filter whose resource has a row with a value for it.
      let found: { filter: DeclaredFilter; value: unknown } | undefined;
      for (const filter of declared) {
        const rows = (await env.app.http.get(`/api/${filter.resource.name}`).query({ range: '[0,49]' }).expect(200)).body as Record<string, unknown>[];
        const raw = rows.map((row) => row[filter.field]).find((value) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0));
        if (raw !== undefined) {
          found = { filter, value: Array.isArray(raw) ? raw[0] : raw };
          break;
        }
      }
      expect(found, 'a resource with data for the filter').toBeDefined();
      const { filter: { resource, field, op }, value } = found!;
      const key = op === 'gte' ? `${field}_gte` : field;
      // A set filter (several values, IN) takes a list, as its multi-select input writes it.
      const setFilter = resource.fields[field]!.kind === 'enum' && registry.facts(resource.name).filters.get(field)?.includes('in');
      const filterValue = setFilter ? [value] : value;
      const range = (await env.app.http.get(`/api/${resource.name}`).query({ range: '[0,9]', filter: JSON.stringify({ [key]: filterValue }) }).expect(200)).headers['content-range'];
      const expected = Number(range.split('/')[1]);
      expect(expected).toBeGreaterThan(0);

      // The list's query with this filter (not 'networkidle': the live stream is never idle).
      const answered = session.page.waitForResponse((response) => response.url().includes('/api/') && decodeURIComponent(response.url()).includes(`"${key}"`));
      await navigate(session.page, `${resource.route}?filters=${encodeURIComponent(JSON.stringify({ [key]: filterValue }))}`);
      // The filter's own input is shown in the filter bar, and once its query is answered the list
      // holds exactly the API's matches.
      await expect.poll(() => session.page.locator(`[data-source="${key}"]`).count(), { message: key }).toBeGreaterThan(0);
      await answered;
      await expect.poll(() => session.page.locator('tbody tr.RaDatagrid-row').count()).toBe(Math.min(expected, 10));
    });
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
