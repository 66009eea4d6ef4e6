import type { Pool } from 'pg';
import type { CrudService, Row } from '../crud/crud.service';
import { badRequest, conflict, notFound } from '../crud/errors';
import { selectPublished } from '../crud/sql';
import { UUID } from '../crud/values';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { RecordActions } from '../server-overrides/record-actions';

/** The records of public pages (a resource's `publicPage`): only the fields the page lists, only in its public states. */
export class PublicPages {
  constructor(
    private readonly crud: CrudService,
    private readonly pool: Pool,
    private readonly actions: RecordActions,
  ) {}

  /**
   * The record's id and listed fields, when it is in the page's public states (and shared, for a
   * page with `shownWhen`). An unknown resource, one without a public page, a malformed id, a
   * missing record and one that is not public (a draft) get the same 404: nothing to learn by probing.
   */
  async record(name: string, id: string, locale: Locale): Promise<Row> {
    const missing = notFound(MESSAGES[locale].notFound(name, id));
    const resource = this.crud.registry.get(name);
    if (!resource?.publicPage || !UUID.test(id)) throw missing;
    const { fields, shownWhen, states } = resource.publicPage;
    const { rows } = await this.pool.query(selectPublished(this.crud.table(name, locale), fields, id, { shownWhen, states }));
    if (!rows[0]) throw missing;
    const record = rows[0] as Row;
    // Its lines with their own values only: never the parent's id again, nor the lines' ids.
    for (const key of resource.publicPage.lines ?? []) {
      const parentField = resource.lines![key]!.parentField;
      record[key] = (await this.crud.linesOf(name, key, id)).map((line) => Object.fromEntries(Object.entries(line).filter(([field]) => !['id', 'version', 'createdAt', 'updatedAt', parentField].includes(field))));
    }
    return record;
  }

  /**
   * A button of the page pressed (a visitor confirming attendance): the override's public action
   * runs while the page's `when` holds (409 otherwise), and the page's record comes back.
   */
  async act(name: string, id: string, action: string, body: unknown, locale: Locale): Promise<Row> {
    const declared = this.crud.registry.get(name)?.publicPage?.actions?.[action];
    const run = this.actions.getPublic(name, action);
    if (!declared || !run) throw notFound(MESSAGES[locale].notFound(name, id));
    const record = await this.record(name, id, locale);
    if (Object.entries(declared.when ?? {}).some(([field, values]) => !values?.includes(record[field] as string))) throw conflict(MESSAGES[locale].publicActionClosed);
    await run.run({ resource: name, id, body, locale }, this.crud);
    return this.record(name, id, locale);
  }

  /**
   * A submission of the page's form (`publicPage.form`): a new row of the form's resource with the
   * fields the form lists and nothing else, tied to the record, through the resource's validation
   * and rules. Answers only the new row's id.
   */
  async submit(name: string, id: string, body: unknown, locale: Locale, key?: string): Promise<{ id: string }> {
    const page = this.crud.registry.get(name)?.publicPage;
    // The page's own form, or one of its other forms by key (`publicPage.forms`).
    const form = key === undefined ? page?.form : Object.hasOwn(page?.forms ?? {}, key) ? page!.forms![key] : undefined;
    if (!form) throw notFound(MESSAGES[locale].notFound(name, id));
    const record = await this.record(name, id, locale);
    if (Object.entries(form.openWhen ?? {}).some(([field, values]) => !values.includes(record[field] as string))) throw conflict(MESSAGES[locale].formClosed);
    const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : undefined;
    if (!given) throw badRequest(MESSAGES[locale].bodyNotObject);
    const strangers = Object.keys(given).filter((key) => !form.fields.includes(key));
    if (strangers.length) throw badRequest(MESSAGES[locale].invalid(form.resource, strangers.join(', ')), Object.fromEntries(strangers.map((key) => [key, MESSAGES[locale].notAField(form.resource)])));
    const created = await this.crud.create(form.resource, { ...given, [form.parentField]: id }, locale);
    return { id: created.id as string };
  }
}
