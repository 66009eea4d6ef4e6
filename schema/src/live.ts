// A committed change as the API publishes it (api/src/live) and streams it (GET /api/live): one
// shape and one reading for the server that sends it and the admin that reads it.

/**
 * A committed change of one record, as published and as streamed: ids only, never a field's value
 * (a subscriber reads the record through the API, with its own rules, if it wants it). `many`:
 * one transaction changed more of a resource's records than are told one by one (an import of
 * 10,000 players); no id (`id` empty): whoever reads that resource reads its lists again.
 */
export interface LiveChange {
  resource: string;
  id: string;
  action: 'create' | 'update' | 'delete' | 'restore' | 'many';
  /** The record's version after the write (before it, for a delete). */
  version: number | null;
  /** Who wrote it; null for the system's own writes. */
  actorId: string | null;
  /**
   * The record a row of a resource declared `aboutRecord` is about (a comment's record): the change
   * is judged by that record's read rules, and a reader knows which record's thread to read again.
   */
  about?: { resource: string; id: string };
}

const ACTIONS = new Set<LiveChange['action']>(['create', 'update', 'delete', 'restore', 'many']);

/** A payload (a NOTIFY, a stream's event) as a change, or undefined for anything else. */
export const parseLiveChange = (payload: string | undefined): LiveChange | undefined => {
  try {
    const value = JSON.parse(payload ?? '') as Partial<LiveChange>;
    if (typeof value.resource !== 'string' || typeof value.id !== 'string' || !ACTIONS.has(value.action as LiveChange['action'])) return undefined;
    const about = value.about;
    return {
      resource: value.resource,
      id: value.id,
      action: value.action as LiveChange['action'],
      version: typeof value.version === 'number' ? value.version : null,
      actorId: typeof value.actorId === 'string' ? value.actorId : null,
      ...(typeof about?.resource === 'string' && typeof about.id === 'string' ? { about: { resource: about.resource, id: about.id } } : {}),
    };
  } catch {
    return undefined;
  }
};
