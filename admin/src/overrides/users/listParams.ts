import { registry } from '@club/schema/browser';
import { SEEDED_ROLES } from '@club/schema';
import type { UrlParam } from '../../list/urlParams';

const valuesOf = (field: string): readonly string[] => {
  const declared = registry.get('users')?.fields[field];
  return declared && 'values' in declared ? declared.values : [];
};

/**
 * SPEC §2: /users takes page, pageSize, status, role (superadmin, admin, manager, cashier: the
 * seeded roles' keys, which the API takes in place of role ids) and username.
 */
export const listParams: readonly UrlParam[] = [
  { key: 'status', kind: 'list', values: valuesOf('status') },
  { key: 'role', kind: 'list', values: SEEDED_ROLES.map((role) => role.key), filter: 'roleId' },
  { key: 'username', kind: 'text' },
];
