import type { Row } from '../../crud/crud.service';
import type { Records } from '../../crud/records';

/** A player's primary parent (the one who pays the academy), or the first linked, or none. */
export const primaryParentOf = async (records: Records, playerId: string): Promise<Row | undefined> => {
  const links = await records.find('parentPlayers', { playerId }, { orderBy: ['createdAt', 'ASC'] });
  const link = links.find((candidate) => candidate.isPrimaryContact === true) ?? links[0];
  if (!link) return undefined;
  const [parent] = await records.find('parents', { id: link.parentId }, { limit: 1 });
  return parent;
};
