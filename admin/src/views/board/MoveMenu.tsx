import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumValueKey } from '../../i18n/keys';
import type { BoardMove } from './boardMoves';
import type { CardMoves } from './useCardMoves';

/**
 * A card's "Move to…" menu, the keyboard's and the screen reader's way to move it: the states its
 * moves reach, each with the move that takes it there, once the server has said which the reader
 * may take.
 */
export const MoveMenu = ({ apiName, field, describedBy, cardMoves, busy, onTake }: {
  apiName: string;
  field: string;
  /** The element naming the card: the button's description ("Move to…", of which card). */
  describedBy: string;
  cardMoves: CardMoves;
  busy: boolean;
  onTake: (move: BoardMove) => void;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { moves, judged, ask } = cardMoves;
  return (
    <>
      <Button
        size="small"
        className="board-move-to"
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        endIcon={<ArrowDropDown />}
        onClick={(event) => {
          ask();
          setAnchor(event.currentTarget);
        }}
      >
        {translate('app.board.moveTo')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {!judged ? (
          <MenuItem disabled>{translate('app.board.checking')}</MenuItem>
        ) : moves.length === 0 ? (
          <MenuItem disabled>{translate('app.board.noMoves')}</MenuItem>
        ) : (
          moves.map((move) => (
            <MenuItem
              key={move.name}
              data-state={move.to}
              onClick={() => {
                setAnchor(null);
                onTake(move);
              }}
            >
              <ListItemText primary={translate(enumValueKey(apiName, field, move.to))} secondary={translate(`resources.${apiName}.actions.${move.name}`)} />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
};
