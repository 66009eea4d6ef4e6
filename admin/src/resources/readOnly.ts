import type { AnyResource } from '@club/schema';

/**
 * A resource the API only reads (e.g. the audit log): no create, edit or delete in the admin.
 * Read through a cast until the schema's AnyResource declares `readOnly`.
 */
export const isReadOnly = (resource: AnyResource): boolean => (resource as { readOnly?: boolean }).readOnly === true;
