import { ACTIONS, TOP_RANK, type Action, type PageEntry } from '@club/schema';
import type { Pool } from 'pg';

/** A role as access control sees it: its rank and what it may do on each page. */
export interface RoleAccess {
  key: string;
  rank: number;
  /** Page key → actions; only pages that are switched on, only actions they offer. */
  permissions: ReadonlyMap<string, ReadonlySet<Action>>;
}

export interface PageInfo {
  key: string;
  enabled: boolean;
  actions: readonly Action[];
}

/** Every role's effective permissions and every page, as read at one moment. */
export interface PermissionSnapshot {
  roles: Map<string, RoleAccess>;
  pages: Map<string, PageInfo>;
}

/**
 * How long the roles and pages may be served from memory. Changes through this instance apply at
 * once (its write hooks call `forget`); another instance's changes within this many ms.
 */
export const PERMISSION_TTL_MS = 2_000;

const actionsIn = (value: unknown): Action[] => (Array.isArray(value) ? ACTIONS.filter((action) => value.includes(action)) : []);

/** Page key → the actions only the top rank may take there (the pages' `topRankOnly`). */
export type TopRankActions = ReadonlyMap<string, readonly Action[]>;

export const topRankActionsOf = (pages: readonly Pick<PageEntry, 'name' | 'topRankOnly'>[]): TopRankActions =>
  new Map(pages.flatMap((page) => (page.topRankOnly?.length ? [[page.name, page.topRankOnly] as const] : [])));

/**
 * Every role's effective permissions and every page, read in two small queries and kept for
 * PERMISSION_TTL_MS: the guard asks on every request, and a club has a handful of roles.
 */
export class PermissionStore {
  private snapshot: PermissionSnapshot | undefined;
  private until = 0;
  private loading: Promise<PermissionSnapshot> | undefined;
  private epoch = 0;

  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    /** What no role below the top rank holds, whatever its stored matrix says (a grant from before the rule). */
    readonly topRankOnly: TopRankActions = new Map(),
  ) {}

  async role(key: string): Promise<RoleAccess | undefined> {
    return (await this.current()).roles.get(key);
  }

  async page(key: string): Promise<PageInfo | undefined> {
    return (await this.current()).pages.get(key);
  }

  async pages(): Promise<PageInfo[]> {
    return [...(await this.current()).pages.values()];
  }

  forget(): void {
    this.epoch++;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  /** The roles and pages read less than PERMISSION_TTL_MS ago, if they are in memory. */
  now(): PermissionSnapshot | undefined {
    return this.snapshot && Date.now() < this.until ? this.snapshot : undefined;
  }

  /** The roles and pages: from memory, or read now. */
  async current(): Promise<PermissionSnapshot> {
    const kept = this.now();
    if (kept) return kept;
    if (!this.loading) {
      const epoch = this.epoch;
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
      const snapshot = await loading;
      // A forget() while loading: what was read may predate the change, serve it once only.
      if (epoch === this.epoch) {
        this.snapshot = snapshot;
        this.until = Date.now() + PERMISSION_TTL_MS;
      }
      return snapshot;
    }
    return this.loading;
  }

  /** Reads roles and pages now (a role's effective permissions: its matrix ∩ pages that are on). */
  async load(client: Pick<Pool, 'query'> = this.pool): Promise<PermissionSnapshot> {
    const [roleRows, pageRows] = [
      (await client.query('SELECT "key", "rank", "permissions" FROM "roles"')).rows,
      (await client.query('SELECT "key", "enabled", "actions" FROM "pages"')).rows,
    ];
    const pages = new Map<string, PageInfo>(pageRows.map((row) => [row.key as string, { key: row.key, enabled: row.enabled, actions: actionsIn(row.actions) }]));
    const roles = new Map<string, RoleAccess>();
    for (const row of roleRows) {
      const declared = (row.permissions ?? {}) as Record<string, unknown>;
      const permissions = new Map<string, ReadonlySet<Action>>();
      for (const page of pages.values()) {
        if (!page.enabled) continue;
        // The top rank holds everything; the others what their matrix says, but never the top rank's own actions.
        const reserved = this.topRankOnly.get(page.key) ?? [];
        const granted = row.rank >= TOP_RANK ? page.actions : actionsIn(declared[page.key]).filter((action) => page.actions.includes(action) && !reserved.includes(action));
        if (granted.length) permissions.set(page.key, new Set(granted));
      }
      roles.set(row.key, { key: row.key, rank: row.rank, permissions });
    }
    return { roles, pages };
  }
}

/** Whether a role may take one of `anyOf` and all of `allOf` on a page. */
export const allows = (role: RoleAccess | undefined, page: string, anyOf: readonly Action[], allOf: readonly Action[] = []): boolean => {
  const granted = role?.permissions.get(page);
  return !!granted && anyOf.some((action) => granted.has(action)) && allOf.every((action) => granted.has(action));
};

/** A role's permissions as the API shows them (`/api/auth/me`): { page: [actions] }. */
export const permissionsObject = (role: RoleAccess | undefined): Record<string, Action[]> =>
  Object.fromEntries([...(role?.permissions ?? [])].map(([page, actions]) => [page, ACTIONS.filter((action) => actions.has(action))]));
