import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useResourceContext, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { EnumChip } from '../../fields/EnumChip';
import { enumValueKey } from '../../i18n/keys';
import { useFormats } from '../../i18n/useFormats';
import type { SchemaResource } from '../../resources/useSchemaResource';
import { BOARD_CARD_TYPE, type BoardDrag } from './boardDrag';
import type { BoardMove } from './boardMoves';
import { BoardCard } from './BoardCard';
import { ShowMoreButton } from './ShowMoreButton';
import type { BoardMoveRunner } from './useBoardMove';
import { useColumnRecords } from './useColumnRecords';

/**
 * One state's column: its records under the state's chip and their count, loaded a page at a
 * time ("Show more"). While a card is dragged, the column is marked as a place to drop it only
 * when one of the card's moves reaches its state; a drop elsewhere is refused with a toast.
 */
export const BoardColumn = ({ schema, state, filter, sort, facts, drag, runner, onDrag, onRefused }: {
  schema: SchemaResource;
  state: string;
  /** The list's filters (its path's preset with them). */
  filter: Record<string, unknown>;
  sort: SortPayload;
  facts: readonly string[];
  drag: BoardDrag | undefined;
  runner: BoardMoveRunner;
  onDrag: (drag: BoardDrag | undefined) => void;
  onRefused: (record: RaRecord, to: string) => void;
}) => {
  const translate = useTranslate();
  const formats = useFormats();
  const headingId = useId();
  const field = schema.definition.workflow!.field;
  const { records, total, isPending, isError, hasMore, showMore, isFetchingMore } = useColumnRecords(useResourceContext()!, { ...filter, [field]: state }, sort);
  const [over, setOver] = useState(false);
  const own = drag?.record[field] === state;
  const move: BoardMove | undefined = drag?.moves.find(({ to }) => to === state);
  const target = drag !== undefined && !own && move !== undefined;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className="board-column"
      data-state={state}
      data-drop-target={target || undefined}
      onDragOver={(event) => {
        if (!drag || own || !event.dataTransfer.types.includes(BOARD_CARD_TYPE)) return;
        // Accepted even where no move goes, so the drop can say why it is refused.
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!drag || own) return;
        onDrag(undefined);
        if (move) runner.take(drag.record, move);
        else onRefused(drag.record, state);
      }}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        borderRadius: 1,
        p: 1,
        outline: '2px dashed',
        outlineColor: target ? 'primary.main' : 'transparent',
        outlineOffset: '-2px',
        backgroundColor: target && over ? 'action.selected' : 'action.hover',
        opacity: drag && !own && !target ? 0.55 : 1,
        transition: 'opacity 120ms',
      }}
    >
      {/* The state's chip and the count, read together as "Open: 12 records". */}
      <Typography
        component="h3"
        id={headingId}
        variant="subtitle2"
        aria-label={translate('app.board.column', { state: translate(enumValueKey(schema.apiName, field, state), { _: state }), smart_count: total })}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}
      >
        <EnumChip apiName={schema.apiName} field={field} value={state} />
        <Box component="span" className="board-column-count" sx={{ color: 'text.secondary' }}>
          {isPending ? '…' : formats.number(total)}
        </Box>
      </Typography>
      {isPending && <LinearProgress aria-label={translate('app.board.loading')} />}
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1, minWidth: 0 }}>
        {records.map((record) => (
          <BoardCard key={record.id} schema={schema} record={record} facts={facts} busy={runner.busy === record.id} justMoved={runner.moved?.id === record.id && runner.moved.to === state} onFocused={runner.focused} onTake={runner.take} onDrag={onDrag} />
        ))}
      </Box>
      {isError && <Alert severity="error">{translate('app.board.loadFailed')}</Alert>}
      {!isPending && !isError && total === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.board.empty')}
        </Typography>
      )}
      {hasMore && <ShowMoreButton left={total - records.length} loading={isFetchingMore} onClick={showMore} />}
    </Box>
  );
};
