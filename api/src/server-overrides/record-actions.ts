import type { Action } from '@club/schema';
import type { CrudService, Row } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';

/** One call of a record action: the record's id, the body, who asked and in which language. */
export interface RecordActionCall {
  resource: string;
  id: string;
  body: unknown;
  actor?: { id: string };
  locale: Locale;
}

/**
 * A named operation on one record, `POST /api/{resource}/{id}/{name}` (check a visitor in,
 * approve a request): it runs under the resource's page permission `permission`, checked by the
 * guard like the generic routes, and usually writes through `crud.update`, so the resource's
 * rules, the version check and the audit trail apply to it as to any edit.
 */
export interface RecordAction {
  permission: Action;
  run: (call: RecordActionCall, crud: CrudService) => Promise<Row>;
}

/** Every resource's record actions, by resource and name (filled from api/src/overrides/ at start). */
export class RecordActions {
  private readonly actions = new Map<string, RecordAction>();

  add(resource: string, name: string, action: RecordAction): void {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`api/src/overrides/${resource}.ts: record action '${name}' must be lower-case words joined by '-'`);
    this.actions.set(`${resource}/${name}`, action);
  }

  get(resource: string, name: string): RecordAction | undefined {
    return this.actions.get(`${resource}/${name}`);
  }

  /** A resource's actions by name, for the API's documentation. */
  namesOf(resource: string): [string, RecordAction][] {
    return [...this.actions].filter(([key]) => key.startsWith(`${resource}/`)).map(([key, action]) => [key.slice(resource.length + 1), action]);
  }

  /** The permission an action needs, for the guard; undefined when there is no such action. */
  permissionOf(resource: string, name: string): Action | undefined {
    return this.get(resource, name)?.permission;
  }
}
