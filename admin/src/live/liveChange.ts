/** A committed change as GET /api/live tells it: ids only (the record is read through the API). */
export interface LiveChange {
  /** The API name of the resource. */
  resource: string;
  id: string;
  action: 'create' | 'update' | 'delete' | 'restore';
  version: number | null;
  /** Who made it; null for the server's own writes. */
  actorId: string | null;
}

export const parseLiveChange = (data: string): LiveChange | undefined => {
  try {
    const change = JSON.parse(data) as LiveChange;
    return typeof change.resource === 'string' && typeof change.id === 'string' ? change : undefined;
  } catch {
    return undefined;
  }
};
