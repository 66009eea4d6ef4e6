import { HttpStatus } from '@nestjs/common';
import { toE164, type PublicForm } from '@club/schema';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { RecoveryThrottle } from '../auth/recovery/recovery-throttle';
import type { CrudService, Proof, Row } from '../crud/crud.service';
import { ApiError, badRequest, conflict, notFound } from '../crud/errors';
import { selectPublished } from '../crud/sql';
import { UUID } from '../crud/values';
import { inTransaction } from '../database/transaction';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { Outbox } from '../outbox';
import type { RecordActions } from '../server-overrides/record-actions';
import { PUBLIC_CODE_SECONDS, type PublicCodes, type PublicFormAddress } from './public-codes';
import { PUBLIC_MESSAGES } from './public-messages';

/** Codes asked for one person (the same form values) in the throttling window; from one client address, 20 times as many. */
const CODE_REQUESTS_LIMIT = 3;
/** Codes tried for one person in the window (each code also dies after five wrong tries). */
const CODE_CHECKS_LIMIT = 10;
/** Every request for a code answers after this long, whether a code was sent or not: the time tells nothing. */
export const CODE_ANSWER_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who sends a public request: their client address (throttling) and language. */
export interface PublicSender {
  ip: string;
  locale: Locale;
}

export interface PublicPagesDeps {
  crud: CrudService;
  pool: Pool;
  actions: RecordActions;
  codes: PublicCodes;
  outbox: Outbox;
  throttle: RecoveryThrottle;
}

/** What a form's sending is answered: the new row's id, or one "received" for a neutral form. */
export type Submitted = { id: string } | { message: string };

/** The records of public pages (a resource's `publicPage`): only the fields the page lists, only in its public states. */
export class PublicPages {
  constructor(private readonly deps: PublicPagesDeps) {}

  /**
   * The record's id and listed fields, when it is in the page's public states (and shared, for a
   * page with `shownWhen`). An unknown resource, one without a public page, a malformed id, a
   * missing record and one that is not public (a draft) get the same 404: nothing to learn by probing.
   */
  async record(name: string, id: string, locale: Locale): Promise<Row> {
    const { crud, pool } = this.deps;
    const missing = notFound(MESSAGES[locale].notFound(name, id));
    const resource = crud.registry.get(name);
    if (!resource?.publicPage || !UUID.test(id)) throw missing;
    const { fields, shownWhen, states } = resource.publicPage;
    const { rows } = await pool.query(selectPublished(crud.table(name, locale), fields, id, { shownWhen, states }));
    if (!rows[0]) throw missing;
    const record = rows[0] as Row;
    // Its lines with their own values only: never the parent's id again, nor the lines' ids.
    for (const key of resource.publicPage.lines ?? []) {
      const parentField = resource.lines![key]!.parentField;
      record[key] = (await crud.linesOf(name, key, id)).map((line) => Object.fromEntries(Object.entries(line).filter(([field]) => !['id', 'version', 'createdAt', 'updatedAt', parentField].includes(field))));
    }
    return record;
  }

  /**
   * A button of the page pressed (a visitor confirming attendance): the override's public action
   * runs while the page's `when` holds (409 otherwise), and the page's record comes back.
   */
  async act(name: string, id: string, action: string, body: unknown, locale: Locale): Promise<Row> {
    const declared = this.deps.crud.registry.get(name)?.publicPage?.actions?.[action];
    const run = this.deps.actions.getPublic(name, action);
    if (!declared || !run) throw notFound(MESSAGES[locale].notFound(name, id));
    const record = await this.record(name, id, locale);
    if (Object.entries(declared.when ?? {}).some(([field, values]) => !values?.includes(record[field] as string))) throw conflict(MESSAGES[locale].publicActionClosed);
    await run.run({ resource: name, id, body, locale }, this.deps.crud);
    return this.record(name, id, locale);
  }

  /**
   * A submission of the page's form (`publicPage.form`, or another by key): a new row of the
   * form's resource with the fields the form lists and nothing else, tied to the record, through
   * the resource's validation and rules. Who sent it is known to the write only when proven: a
   * personal link's `token`, a one-time code's `code`. Answers the new row's id only, or for a
   * neutral form one "received" whatever became of it.
   */
  async submit(name: string, id: string, body: unknown, sender: PublicSender, key?: string): Promise<Submitted> {
    const { locale } = sender;
    const form = await this.openForm(name, id, locale, key);
    const address: PublicFormAddress = { resource: name, id, form: key };
    const { values, proofs } = this.valuesOf(form, body, locale);
    const link = form.personalLink ? await this.deps.codes.findLink(this.deps.pool, address, proofs.token) : undefined;
    let proof: Proof | undefined = link && link.person.resource === form.personalLink ? link.person : undefined;
    if (form.oneTimeCode) proof = await this.provenByCode(address, form, values, proofs.code, sender);
    const write = () => this.deps.crud.create(form.resource, { ...values, [form.parentField]: id }, locale, { proof });
    if (form.neutralAnswer) {
      // A refusal for who the fields name (applied already, blocked) is the office's to know, not the sender's.
      await write().catch((error: unknown) => {
        if (!(error instanceof ApiError && error.getStatus() === HttpStatus.CONFLICT)) throw error;
      });
      return { message: PUBLIC_MESSAGES[locale].received };
    }
    const created = await write();
    // Used once; a second sending through the same link at the same moment is one answer per phone anyway.
    if (link && proof) await this.deps.codes.markUsed(this.deps.pool, link.id);
    return { id: created.id as string };
  }

  /**
   * Step one of a form with a one-time code: its values as the sender gives them. A code goes by
   * SMS to the phone on file of the person they name, when the form's resource says that person
   * may send it now; the answer is the same either way, and comes after the same time.
   */
  async askCode(name: string, id: string, body: unknown, sender: PublicSender, key?: string): Promise<{ message: string }> {
    const { locale } = sender;
    const form = await this.openForm(name, id, locale, key);
    const rules = form.oneTimeCode ? this.deps.actions.publicCodesOf(form.resource) : undefined;
    if (!rules) throw notFound(MESSAGES[locale].notFound(name, id));
    const address: PublicFormAddress = { resource: name, id, form: key };
    const { values } = this.valuesOf(form, body, locale);
    // Malformed values are said on their fields: that tells nothing about anyone.
    await this.deps.crud.check(form.resource, { ...values, [form.parentField]: id }, 'create', locale);
    await this.deps.throttle.take({ flow: 'publicCode', client: sender.ip, account: personKeyOf(address, form, values) }, CODE_REQUESTS_LIMIT, locale);
    const started = Date.now();
    await this.deps.codes.cleanUpNowAndThen();
    const sent = await inTransaction(this.deps.pool, async (client) => {
      const person = await rules.holderOf({ page: name, pageId: id, form: key, values }, client);
      if (!person) return false;
      const code = await this.deps.codes.issueCode(client, address, { resource: person.resource, id: person.id });
      await this.deps.outbox.enqueue(client, { channel: 'sms', kind: 'otp', recipient: toE164(person.phone) ?? person.phone, body: rules.text[locale](code, PUBLIC_CODE_SECONDS / 60) });
      return true;
    });
    if (sent) this.deps.outbox.wake();
    await sleep(Math.max(0, CODE_ANSWER_MS - (Date.now() - started)));
    return { message: rules.asked[locale] };
  }

  /** The form by its key (none: the page's own), of a record that is public and whose form is open now. */
  private async openForm(name: string, id: string, locale: Locale, key?: string): Promise<PublicForm> {
    const page = this.deps.crud.registry.get(name)?.publicPage;
    const form = key === undefined ? page?.form : Object.hasOwn(page?.forms ?? {}, key) ? page!.forms![key] : undefined;
    if (!form) throw notFound(MESSAGES[locale].notFound(name, id));
    const record = await this.record(name, id, locale);
    if (Object.entries(form.openWhen ?? {}).some(([field, values]) => !values.includes(record[field] as string))) throw conflict(MESSAGES[locale].formClosed);
    return form;
  }

  /** The form's values (400 for anything else) and, apart, the proofs it takes: a personal link's token, a one-time code. */
  private valuesOf(form: PublicForm, body: unknown, locale: Locale): { values: Row; proofs: { token?: unknown; code?: unknown } } {
    const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : undefined;
    if (!given) throw badRequest(MESSAGES[locale].bodyNotObject);
    const proofKeys = [...(form.personalLink ? ['token'] : []), ...(form.oneTimeCode ? ['code'] : [])];
    const values = Object.fromEntries(Object.entries(given).filter(([name]) => !proofKeys.includes(name)));
    const strangers = Object.keys(values).filter((name) => !form.fields.includes(name));
    if (strangers.length) throw badRequest(MESSAGES[locale].invalid(form.resource, strangers.join(', ')), Object.fromEntries(strangers.map((name) => [name, MESSAGES[locale].notAField(form.resource)])));
    return { values, proofs: { token: given.token, code: given.code } };
  }

  /** The person a one-time code proves, or 400 on `code`: the same for a wrong, dead or missing code and for nobody found. */
  private async provenByCode(address: PublicFormAddress, form: PublicForm, values: Row, code: unknown, sender: PublicSender): Promise<Proof> {
    const m = PUBLIC_MESSAGES[sender.locale];
    if (typeof code !== 'string' || !code.trim()) throw badRequest(m.codeRequired, { code: m.codeRequired });
    const attempt = await this.deps.throttle.take({ flow: 'publicCheck', client: sender.ip, account: personKeyOf(address, form, values) }, CODE_CHECKS_LIMIT, sender.locale);
    const rules = this.deps.actions.publicCodesOf(form.resource)!;
    const person = await inTransaction(this.deps.pool, async (client) => {
      const found = await rules.holderOf({ page: address.resource, pageId: address.id, form: address.form, values }, client);
      const proof = found && { resource: found.resource, id: found.id };
      return proof && (await this.deps.codes.checkCode(client, address, proof, code.trim())) === 'valid' ? proof : undefined;
    });
    if (!person) throw badRequest(m.codeInvalid, { code: m.codeInvalid });
    await this.deps.throttle.forgive(attempt);
    return person;
  }
}

/** Whom a form's values name, for throttling: a hash of the form and the values (no national ID in the throttling table). */
const personKeyOf = (address: PublicFormAddress, form: PublicForm, values: Row): string =>
  createHash('sha256')
    .update(JSON.stringify([address.resource, address.id, address.form ?? null, ...form.fields.map((field) => values[field] ?? null)]))
    .digest('hex');
