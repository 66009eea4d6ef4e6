import type { RaRecord } from 'react-admin';
import type { BoardMove } from './boardMoves';

/** The drag's data type: only a board card's drag makes a column a drop target. */
export const BOARD_CARD_TYPE = 'application/x-board-card';

/** The card being dragged and the moves it may take (the columns it may be dropped on). */
export interface BoardDrag {
  record: RaRecord;
  moves: BoardMove[];
}
