import { registry } from '@club/schema/browser';
import type { UrlParam } from '../../list/urlParams';

const valuesOf = (field: string): readonly string[] => {
  const declared = registry.get('users')?.fields[field];
  return declared && 'values' in declared ? declared.values : [];
};

/** SPEC §2: /users takes page, pageSize, status, role and username (the first two are every list's). */
export const listParams: readonly UrlParam[] = [
  { key: 'status', kind: 'list', values: valuesOf('status') },
  { key: 'role', kind: 'list', values: valuesOf('role') },
  { key: 'username', kind: 'text' },
];
