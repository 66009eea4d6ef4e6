import type { Action, Registry } from '@club/schema';
import type { Reader } from '../crud/readers';
import type { CrudService, Row } from '../crud/crud.service';
import { conflict } from '../crud/errors';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { PoolClient } from 'pg';
import type { PublicCodeRules } from './define';
import type { RuleMessages } from '../rules/rule-messages';

/** One call of a record action: the record's id, the body, who asked and in which language. */
export interface RecordActionCall {
  resource: string;
  id: string;
  body: unknown;
  actor?: { id: string };
  /** What the caller may read: the action reads the record as they see it (their row scope, their fields). */
  reader?: Reader;
  locale: Locale;
}

/**
 * How a resource's override runs one of its declared actions (`actions` in its schema file, which
 * gives the permission and the admin's button): `POST /api/{resource}/{id}/{name}`, checked by the
 * guard like the generic routes. It usually writes through `crud.update` with the action named in
 * the write's context, so the resource's rules, the version check and the audit trail apply to it
 * as to any edit.
 */
export interface RecordAction {
  run: (call: RecordActionCall, crud: CrudService) => Promise<Row>;
  /**
   * Why this person may not take it on this record now, beyond its permission and `when` (an
   * approval step that is someone else's); nothing when they may. Read-only, in a transaction.
   */
  refusal?: (check: { resource: string; record: Row; actorId: string; locale: Locale }, client: PoolClient) => Promise<string | undefined>;
}

/** Every resource's record actions, by resource and name (filled from api/src/overrides/ at start). */
export class RecordActions {
  private readonly actions = new Map<string, RecordAction>();
  private readonly engineRefusals = new Map<string, NonNullable<RecordAction['refusal']>>();
  /** The buttons of public pages (no actor, no reader), by resource and name. */
  private readonly publicActions = new Map<string, RecordAction>();
  /** The one-time code rules of public forms, by the resource the forms create rows of. */
  private readonly publicCodes = new Map<string, PublicCodeRules>();

  /** `messages`: the words of locales/, to name the action and the state a refusal is about. */
  constructor(
    private readonly registry: Registry,
    private readonly messages?: RuleMessages,
  ) {}

  add(resource: string, name: string, action: RecordAction): void {
    if (!this.registry.get(resource)?.actions?.[name]) {
      throw new Error(`api/src/overrides/${resource}.ts: record action '${name}' is not declared in the resource's \`actions\` (schema/src/resources/${resource}.ts)`);
    }
    this.actions.set(`${resource}/${name}`, action);
  }

  addPublic(resource: string, name: string, action: RecordAction): void {
    if (!this.registry.get(resource)?.publicPage?.actions?.[name]) {
      throw new Error(`api/src/overrides/${resource}.ts: public action '${name}' is not declared in the resource's \`publicPage.actions\` (schema/src/resources/${resource}.ts)`);
    }
    this.publicActions.set(`${resource}/${name}`, action);
  }

  getPublic(resource: string, name: string): RecordAction | undefined {
    return this.publicActions.get(`${resource}/${name}`);
  }

  addPublicCodes(resource: string, rules: PublicCodeRules): void {
    this.publicCodes.set(resource, rules);
  }

  /** The code rules of the resource a public form creates rows of. */
  publicCodesOf(resource: string): PublicCodeRules | undefined {
    return this.publicCodes.get(resource);
  }

  /** Stops the start when a declared action has no implementation. */
  checkComplete(): void {
    for (const resource of this.registry.resources) {
      for (const name of Object.keys(resource.publicPage?.actions ?? {})) {
        if (!this.publicActions.has(`${resource.name}/${name}`)) throw new Error(`schema/src/resources/${resource.name}.ts declares the public action '${name}', which api/src/overrides/${resource.name}.ts does not implement (publicActions)`);
      }
      for (const name of Object.keys(resource.actions ?? {})) {
        if (!this.actions.has(`${resource.name}/${name}`)) throw new Error(`schema/src/resources/${resource.name}.ts declares the action '${name}', which api/src/overrides/${resource.name}.ts does not implement (recordActions)`);
      }
      const forms = [resource.publicPage?.form, ...Object.values(resource.publicPage?.forms ?? {})];
      for (const form of forms) {
        if (form?.oneTimeCode && !this.publicCodes.has(form.resource)) throw new Error(`schema/src/resources/${resource.name}.ts has a public form with a one-time code, whose resource's api/src/overrides/${form.resource}.ts does not say who gets it (publicCodes)`);
      }
    }
  }

  /** A refusal the engine judges for a declared action whoever implements it (a signature's step: api/src/rules/signatures.ts). */
  addRefusal(resource: string, name: string, refusal: NonNullable<RecordAction['refusal']>): void {
    this.engineRefusals.set(`${resource}/${name}`, refusal);
  }

  get(resource: string, name: string): RecordAction | undefined {
    const action = this.actions.get(`${resource}/${name}`);
    const engine = this.engineRefusals.get(`${resource}/${name}`);
    if (!action || !engine) return action;
    return { ...action, refusal: async (check, client) => (await engine(check, client)) ?? (await action.refusal?.(check, client)) };
  }

  /**
   * Runs a declared action on one record in one transaction: the record is read as the caller may
   * see it (404 otherwise) and locked, and the action runs only while its `when` holds (409 with
   * the fields at fault otherwise), so two callers at once never both act on a state only one of
   * them found. Every read and write of the action joins that transaction.
   */
  run(name: string, call: RecordActionCall, crud: CrudService): Promise<Row> {
    const action = this.get(call.resource, name);
    if (!action) throw new Error(`${call.resource} has no record action '${name}'`);
    const when = this.registry.get(call.resource)?.actions?.[name]?.when ?? {};
    return crud.together(async () => {
      const record = await crud.lockForAction(call.resource, call.id, call.locale, call.reader);
      const unmet = Object.entries(when).filter(([field, values]) => !values?.includes(record[field] as string));
      if (unmet.length > 0) {
        const m = MESSAGES[call.locale];
        const said = this.messages;
        const message = said
          ? said.text(call.locale, 'notNow', {
              action: said.action(call.locale, call.resource, name),
              state: unmet.map(([field]) => `“${said.state(call.locale, call.resource, field, record[field])}”`).join(', '),
            })
          : m.actionNotNow;
        throw conflict(message, Object.fromEntries(unmet.map(([field]) => [field, said ? message : m.actionNotNowField])));
      }
      return action.run(call, crud);
    });
  }

  /** The permission an action needs, for the guard; undefined when there is no such action. */
  permissionOf(resource: string, name: string): Action | undefined {
    return this.get(resource, name) ? this.registry.get(resource)?.actions?.[name]?.permission : undefined;
  }
}
