import type { Action, SeededRoleKey } from './access';
import type { AnyResource } from './resource';

/**
 * A permission beyond a page's actions, with a row of its own in Manage Pages and the roles'
 * matrix (its one action: `show`): to read a sensitive field, or to see every row of a scoped
 * resource. The key is shared by every declaration that names it (one `salaries` grant for each
 * salary field). Superadmin and admin hold it by default; `roles` adds other seeded roles.
 */
export interface Grant {
  grant: string;
  roles?: readonly Exclude<SeededRoleKey, 'superadmin' | 'admin'>[];
}

/**
 * Row-level scope: a reader without the `everyone` grant sees (lists, show, exports, references,
 * the audit trail) and writes only the rows where one of `owners` is them. An owner is a
 * reference to users on the resource (`requesterId`), or one step through a reference
 * (`assetId.responsibleId`: the asset's responsible person); either may be a list of users
 * (`playerId.portalUserIds`: the player's parents with portal accounts).
 */
export interface RowScope {
  owners: readonly string[];
  everyone: Grant;
  /**
   * Only the rows where each named enum field holds one of its values are kept to their owners
   * (the confidential letters); the other rows are everyone's who may read the page.
   */
  when?: Readonly<Record<string, readonly string[]>>;
}

/** What a grant lets its holders do: read (the field, or every row). */
export const GRANT_ACTIONS: readonly Action[] = ['show'];

const BY_DEFAULT: readonly SeededRoleKey[] = ['superadmin', 'admin'];

/** A grant as a page of the matrix: its key and the seeded roles that hold it by default. */
export interface GrantPage {
  key: string;
  /** The first resource that declares it (its menu group orders the matrix). */
  resource: AnyResource;
  roles: readonly SeededRoleKey[];
}

/** Every grant the resources declare, once each (sensitive fields, then scopes). */
export const grantsOf = (resources: readonly AnyResource[]): { grants: GrantPage[]; problems: string[] } => {
  const byKey = new Map<string, GrantPage>();
  const problems: string[] = [];
  const add = (resource: AnyResource, where: string, grant: Grant) => {
    const roles = [...BY_DEFAULT, ...(grant.roles ?? [])];
    const known = byKey.get(grant.grant);
    if (!known) byKey.set(grant.grant, { key: grant.grant, resource, roles });
    else if ([...known.roles].sort().join() !== [...roles].sort().join()) problems.push(`${where}: grant '${grant.grant}' is declared elsewhere with other roles`);
  };
  for (const resource of resources) {
    for (const [name, field] of Object.entries(resource.fields)) if (field.sensitive) add(resource, `resource '${resource.name}', field '${name}'`, field.sensitive);
    if (resource.scope) add(resource, `resource '${resource.name}', scope`, resource.scope.everyone);
  }
  return { grants: [...byKey.values()], problems };
};

/** One owner of a scope, resolved: the column on the resource, and the step through its target if any. */
export interface ScopeOwner {
  /** The reference on the scoped resource. */
  field: string;
  /** Whether that field is a list of ids (a reader owns the row when any is theirs). */
  many: boolean;
  /** The step through the reference's target, when the owner is one step away. */
  through?: { target: string; field: string; many: boolean };
}

export const scopeOwnerOf = (owner: string, resource: AnyResource, resolve: (name: string) => AnyResource | undefined): ScopeOwner => {
  const [field, through] = owner.split('.', 2) as [string, string | undefined];
  const first = resource.fields[field];
  const many = first?.kind === 'referenceMany';
  if (!through || first?.kind !== 'reference') return { field, many };
  return { field, many, through: { target: first.target, field: through, many: resolve(first.target)?.fields[through]?.kind === 'referenceMany' } };
};

/** The scope's owners checked against the resources: each ends at a reference to users. */
export const checkScope = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const scope = resource.scope;
  if (!scope) return [];
  const at = `resource '${resource.name}', scope`;
  const problems: string[] = [];
  if (scope.owners.length === 0) problems.push(`${at}: needs at least one owner`);
  for (const owner of scope.owners) {
    const [field, through] = owner.split('.', 2) as [string, string | undefined];
    const first = resource.fields[field];
    const toUsers = (candidate: typeof first | undefined) => (candidate?.kind === 'reference' || candidate?.kind === 'referenceMany') && candidate.target === 'users';
    if (!through) {
      if (!toUsers(first)) problems.push(`${at}: owner '${owner}' must reference users`);
      continue;
    }
    if (first?.kind !== 'reference') {
      problems.push(`${at}: owner '${owner}' must start with a reference field`);
      continue;
    }
    if (!toUsers(all.get(first.target)?.fields[through])) problems.push(`${at}: owner '${owner}': ${first.target}.${through} must reference users`);
  }
  if (scope.when && Object.keys(scope.when).length === 0) problems.push(`${at}: when, if given, names at least one field`);
  for (const [name, values] of Object.entries(scope.when ?? {})) {
    const field = resource.fields[name];
    if (field?.kind !== 'enum') problems.push(`${at}: when '${name}' must name an enum field`);
    else if (values.length === 0 || values.some((value) => !field.values.includes(value))) problems.push(`${at}: when '${name}' must list values of the field`);
  }
  return problems;
};
