import { useMemo, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { authStorage } from '../../auth/authStorage';
import { userCan } from '../../auth/canAccess';
import type { SchemaResource } from '../../resources/useSchemaResource';
import { useActionsNow } from '../../rules/actionsNow';
import { movesOf, type BoardMove } from './boardMoves';

export interface CardMoves {
  moves: BoardMove[];
  /** Whether the server has said which moves the reader may take (asked once the card is pointed at, focused or dragged). */
  judged: boolean;
  ask: () => void;
}

/**
 * The moves a card offers. The server is asked which the reader may take now only once they
 * reach for the card (a board of hundreds asks nothing up front); until it answers, the
 * declaration's, the server deciding when one is taken.
 */
export const useCardMoves = ({ apiName, definition }: SchemaResource, record: RaRecord): CardMoves => {
  const [asked, setAsked] = useState(false);
  const now = useActionsNow(apiName, record, asked);
  const moves = useMemo(() => movesOf(definition, record, (permission) => userCan(authStorage.read().user, apiName, permission), now), [apiName, definition, record, now]);
  return { moves, judged: now !== undefined, ask: () => setAsked(true) };
};
