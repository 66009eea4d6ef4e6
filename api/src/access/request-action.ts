import type { Action } from '@club/schema';

/** A page of more rows than this is an export, and needs the `export` permission besides `list`. */
export const EXPORT_THRESHOLD = 100;

/** What a request to the generic CRUD routes asks of which page; undefined for any other route. */
export interface RequestedAccess {
  page: string;
  /** Any one of these suffices (getMany: `list` or `show`). */
  anyOf: readonly Action[];
  /** And every one of these. */
  allOf?: readonly Action[];
}

const rangeSize = (range: unknown): number | undefined => {
  if (typeof range !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(range);
    return Array.isArray(parsed) && typeof parsed[0] === 'number' && typeof parsed[1] === 'number' ? parsed[1] - parsed[0] + 1 : undefined;
  } catch {
    return undefined;
  }
};

/** getMany: a filter on ids only and no range (references, react-admin's getMany). */
const isGetMany = (query: Record<string, unknown>): boolean => {
  if (query.range !== undefined || typeof query.filter !== 'string') return false;
  try {
    const filter: unknown = JSON.parse(query.filter);
    return typeof filter === 'object' && filter !== null && Object.keys(filter).length === 1 && 'id' in filter;
  } catch {
    return false;
  }
};

/**
 * The permission a request needs, decided on the matched route pattern and method: a list is
 * `list` (and `export` beyond EXPORT_THRESHOLD rows or without a range), reading one record
 * `show` (its document too), a getMany of references `list` or `show`, POST `create`, PUT `edit`, DELETE `delete`,
 * a record action what its declaration says, restoring a version from the record's history `edit`.
 */
export const requestedAccess = (
  method: string,
  routePattern: string | undefined,
  params: Record<string, string>,
  query: Record<string, unknown>,
  recordActionPermission: (resource: string, action: string) => Action | undefined = () => undefined,
): RequestedAccess | undefined => {
  const page = params.resource;
  if (!page) return undefined;
  // A record action (POST /api/{resource}/{id}/{action}) needs the permission its override declares.
  if (routePattern === '/api/:resource/:id/:action' && method === 'POST' && params.action) {
    const permission = recordActionPermission(page, params.action);
    return permission ? { page, anyOf: [permission] } : undefined;
  }
  // What the reader may do with a record now is read with the record.
  if (routePattern === '/api/:resource/:id/actions' && (method === 'GET' || method === 'HEAD')) return { page, anyOf: ['show'] };
  // A record's document (its page's layout, its PDF) is a way of showing it.
  if ((routePattern === '/api/:resource/:id/document' || routePattern === '/api/:resource/:id/document.pdf') && (method === 'GET' || method === 'HEAD')) return { page, anyOf: ['show'] };
  // Sending it to the address its record holds is a way of showing it to its party.
  if (routePattern === '/api/:resource/:id/document/email' && method === 'POST') return { page, anyOf: ['show'] };
  // A record's discussion, its followers and whom it may mention are read and written by whoever may show it (record-talk.ts reads it as theirs first).
  if (routePattern === '/api/:resource/:id/comments' || routePattern === '/api/:resource/:id/comments/:comment' || routePattern === '/api/:resource/:id/following' || routePattern === '/api/:resource/:id/mentionable') return { page, anyOf: ['show'] };
  // Restoring a version of a record from its history is an edit of it.
  if (routePattern === '/api/:resource/:id/history/:entry/restore' && method === 'POST') return { page, anyOf: ['edit'] };
  // Importing a sheet makes records (and, with a key, changes them: checked per row); its template is the way in.
  if (routePattern === '/api/:resource/import' && method === 'POST') return { page, anyOf: ['create'], allOf: ['import'] };
  if (routePattern === '/api/:resource/import/template' && (method === 'GET' || method === 'HEAD')) return { page, anyOf: ['create'], allOf: ['import'] };
  if (routePattern === '/api/:resource') {
    if (method === 'GET' || method === 'HEAD') {
      if (isGetMany(query)) return { page, anyOf: ['list', 'show'] };
      const size = rangeSize(query.range);
      return size !== undefined && size > EXPORT_THRESHOLD ? { page, anyOf: ['list'], allOf: ['export'] } : { page, anyOf: ['list'] };
    }
    if (method === 'POST') return { page, anyOf: ['create'] };
  }
  if (routePattern === '/api/:resource/:id') {
    if (method === 'GET' || method === 'HEAD') return { page, anyOf: ['show'] };
    if (method === 'PUT') return { page, anyOf: ['edit'] };
    if (method === 'DELETE') return { page, anyOf: ['delete'] };
  }
  return undefined;
};
