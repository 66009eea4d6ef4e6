import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useGetRecordRepresentation, useGetResourceLabel, useListContext, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey, fieldLabelKey } from '../../i18n/keys';
import { routeEntryOf } from '../../resources/resourceRoutes';
import type { SchemaResource } from '../../resources/useSchemaResource';
import { oneColumnPerName } from '../bilingualColumns';
import { cardFactsOf } from '../RecordCards';
import { primaryColumnOf } from '../RecordLinkColumn';
import type { BoardDrag } from './boardDrag';
import { BoardColumn } from './BoardColumn';
import { boardStatesOf } from './boardStates';
import { useBoardMove } from './useBoardMove';

/** A card shows its name and at most this many facts. */
const FACTS = 2;

/**
 * The list's records on a board (the resource declares a workflow): a column per state, each
 * paging its own records under the list's filters, a card moved to another state by dragging it
 * or through its "Move to…" menu, only where a move the reader may take goes. A move is the
 * record's action, so the server's rules and audit apply to it as on the record's page.
 */
export const BoardView = ({ schema }: { schema: SchemaResource }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext()!;
  const resourceLabel = useGetResourceLabel();
  const represent = useGetRecordRepresentation(resource);
  const headingId = useId();
  const hintId = useId();
  const { filterValues, sort } = useListContext();
  const preset = routeEntryOf(resource)?.preset;
  const filter = useMemo(() => ({ ...filterValues, ...preset }), [filterValues, preset]);
  const field = schema.definition.workflow!.field;
  const states = boardStatesOf(schema.definition, filter);
  const facts = useMemo(() => {
    const columns = oneColumnPerName(schema, schema.definition.list.columns.filter((name) => schema.definition.fields[name]?.kind !== 'longText'));
    // The name says what the representation's fields hold: the facts are others.
    const named = new Set([schema.definition.recordRepresentation].flat());
    return cardFactsOf(schema, columns, primaryColumnOf(schema, columns)).filter((name) => !named.has(name)).slice(0, FACTS);
  }, [schema]);
  const runner = useBoardMove(schema);
  const [drag, setDrag] = useState<BoardDrag>();
  const stateLabel = (state: unknown) => translate(enumValueKey(schema.apiName, field, String(state)), { _: String(state) });
  const refuse = (record: RaRecord, to: string) =>
    notify('app.board.refused', { type: 'error', messageArgs: { name: String(represent(record)), from: stateLabel(record[field]), to: stateLabel(to) } });
  // On a phone the last card ends clear of the floating create button.
  return (
    <Box component="section" aria-labelledby={headingId} aria-describedby={hintId} className="board-view" sx={{ p: { xs: 1, sm: 2 }, pb: { xs: 10, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        {translate('app.board.title', { name: resourceLabel(resource, 2), field: translate(fieldLabelKey(schema.apiName, field)) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={hintId} sx={{ mb: 1.5 }}>
        {translate('app.board.hint')}
      </Typography>
      {/* Side by side, scrolling inside the board when they outgrow it; one under another on a phone. */}
      <Box
        className="board-columns"
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'none' },
          gridAutoFlow: { xs: 'row', sm: 'column' },
          gridAutoColumns: { sm: 'minmax(200px, 1fr)' },
          overflowX: 'auto',
          pb: 1,
        }}
      >
        {states.map((state) => (
          <BoardColumn key={state} schema={schema} state={state} filter={filter} sort={sort} facts={facts} drag={drag} runner={runner} onDrag={setDrag} onRefused={refuse} />
        ))}
      </Box>
      {runner.dialog}
    </Box>
  );
};
