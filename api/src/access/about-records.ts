import type { Registry } from '@club/schema';
import type { CrudService, Row } from '../crud/crud.service';
import type { Reader } from '../crud/readers';

/** One record, by its resource and id. */
export interface RecordRef {
  resource: string;
  id: string;
}

/**
 * The record a row is about, when its resource declares one (`aboutRecord`: a comment's record)
 * and the row names a resource of the registry; undefined for any other row.
 */
export const recordAbout = (registry: Registry, resource: string, row: Row | undefined): RecordRef | undefined => {
  const about = registry.get(resource)?.aboutRecord;
  if (!about || !row) return undefined;
  const name = row[about.resource];
  const id = row[about.id];
  return typeof name === 'string' && typeof id === 'string' && registry.get(name) ? { resource: name, id } : undefined;
};

/** `tasks/7d0c…` (a query parameter naming a record) as a record of the registry, or undefined. */
export const recordRefOf = (registry: Registry, text: unknown): RecordRef | undefined => {
  if (typeof text !== 'string') return undefined;
  const [resource, id, ...rest] = text.split('/');
  return resource && id && rest.length === 0 && registry.get(resource) ? { resource, id } : undefined;
};

/**
 * Whether a reader may read a record now, as its page would judge: their role may show it, and
 * it is there within their row scope and the resource's read rules. No read hooks run: asking is
 * not reading it.
 */
export const mayReadRecord = async (crud: CrudService, reader: Reader, record: RecordRef): Promise<boolean> =>
  Boolean(crud.registry.get(record.resource)) && reader.may(record.resource, 'show') && (await crud.visibleTo(record.resource, record.id, reader));
