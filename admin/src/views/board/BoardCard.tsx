import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useEffect, useId, useRef, useState } from 'react';
import { RecordContextProvider, useCreatePath, useGetRecordRepresentation, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BilingualTextField } from '../../fields/BilingualTextField';
import { fieldLabelKey } from '../../i18n/keys';
import type { SchemaResource } from '../../resources/useSchemaResource';
import { hasArabicHalf } from '../bilingualColumns';
import { renderColumn } from '../renderColumn';
import { BOARD_CARD_TYPE, type BoardDrag } from './boardDrag';
import type { BoardMove } from './boardMoves';
import { MoveMenu } from './MoveMenu';
import { useCardMoves } from './useCardMoves';

/**
 * One record on the board: its name, a link to it, one or two facts with their labels, and its
 * "Move to…" menu. Dragged by the pointer onto another column; the menu is the keyboard's way.
 */
export const BoardCard = ({ schema, record, facts, busy, justMoved, onFocused, onTake, onDrag }: {
  schema: SchemaResource;
  record: RaRecord;
  facts: readonly string[];
  busy: boolean;
  /** The card was just moved here: its name takes the focus once it is in its new column. */
  justMoved: boolean;
  onFocused: () => void;
  onTake: (record: RaRecord, move: BoardMove) => void;
  /** The drag starts (or its moves become known while it lasts), or ends (undefined). */
  onDrag: (drag: BoardDrag | undefined) => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const represent = useGetRecordRepresentation(resource);
  const nameId = useId();
  const nameRef = useRef<HTMLAnchorElement>(null);
  const cardMoves = useCardMoves(schema, record);
  const name = String(represent(record));
  const mayMove = cardMoves.moves.length > 0 || !cardMoves.judged;
  const [dragging, setDragging] = useState(false);
  // Moved through its menu, the card is read again in its new column: the focus goes with it.
  useEffect(() => {
    if (!justMoved) return;
    nameRef.current?.focus();
    onFocused();
  }, [justMoved]); // eslint-disable-line react-hooks/exhaustive-deps
  // The server's word on the moves, come while the card is dragged, narrows the columns it may go to.
  useEffect(() => {
    if (dragging) onDrag({ record, moves: cardMoves.moves });
  }, [dragging, cardMoves.moves]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RecordContextProvider value={record}>
      <Paper
        component="li"
        variant="outlined"
        className="board-card"
        data-id={record.id}
        aria-labelledby={nameId}
        aria-busy={busy}
        draggable={mayMove && !busy}
        // Reaching for the card asks the server which moves are the reader's, before they are needed.
        onPointerEnter={cardMoves.ask}
        onFocus={cardMoves.ask}
        onDragStart={(event) => {
          cardMoves.ask();
          event.dataTransfer.setData(BOARD_CARD_TYPE, String(record.id));
          event.dataTransfer.effectAllowed = 'move';
          setDragging(true);
        }}
        onDragEnd={() => {
          setDragging(false);
          onDrag(undefined);
        }}
        sx={{ listStyle: 'none', p: 1.5, minWidth: 0, cursor: mayMove ? 'grab' : 'default', opacity: busy ? 0.6 : 1, '&:focus-within': { borderColor: 'primary.main' } }}
      >
        <Link component={RouterLink} id={nameId} ref={nameRef} to={createPath({ resource, id: record.id, type: 'show' })} className="record-link" underline="hover" sx={{ typography: 'subtitle2', display: 'block', overflowWrap: 'anywhere' }}>
          <bdi>{name}</bdi>
        </Link>
        {facts.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1, typography: 'body2', minWidth: 0 }}>
            {facts.map((fact) => (
              <Box key={fact} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate(fieldLabelKey(schema.apiName, fact), { _: fact })}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {hasArabicHalf(schema, fact) ? <BilingualTextField source={fact} /> : renderColumn(fact, schema, false)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {mayMove && (
          <Box sx={{ mt: 0.5, display: 'flex', justifyContent: 'flex-end' }}>
            <MoveMenu apiName={schema.apiName} field={schema.definition.workflow!.field} describedBy={nameId} cardMoves={cardMoves} busy={busy} onTake={(move) => onTake(record, move)} />
          </Box>
        )}
      </Paper>
    </RecordContextProvider>
  );
};
