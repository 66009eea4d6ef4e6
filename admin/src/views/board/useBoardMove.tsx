import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { SchemaResource } from '../../resources/useSchemaResource';
import { useActionDoneNotice } from '../../shell/useActionDoneNotice';
import { ActionDialog } from '../ActionDialog';
import { actionBodyOf } from '../actionBody';
import { refusalOf, runRecordAction } from '../RecordActionButton';
import type { BoardMove } from './boardMoves';

export interface BoardMoveRunner {
  /** Takes a move on a card: at once, or after the dialog asking what it needs (a comment, a value). */
  take: (record: RaRecord, move: BoardMove) => void;
  /** The card whose move is under way. */
  busy: Identifier | undefined;
  /** The card just moved: it takes the focus in its new column (the menu it was moved from is gone). */
  moved: { id: Identifier; to: string } | undefined;
  focused: () => void;
  /** The dialog of a move that asks for something, while it is open. */
  dialog: ReactNode;
}

/**
 * A card's move is its record action (POST /api/{resource}/{id}/{move}), exactly as the record's
 * page takes it, so the server's rules and its audit apply; the toast names the record and its new
 * state, or gives the server's refusal. The board is then read again.
 */
export const useBoardMove = ({ apiName, definition }: SchemaResource): BoardMoveRunner => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const done = useActionDoneNotice(useResourceContext()!);
  // The move asking for its input: kept while its dialog closes, so its title stays put.
  const [asking, setAsking] = useState<{ record: RaRecord; move: BoardMove }>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<Identifier>();
  const [moved, setMoved] = useState<{ id: Identifier; to: string }>();
  const labelOf = (move: BoardMove) => translate(`resources.${apiName}.actions.${move.name}`);
  const run = async (record: RaRecord, move: BoardMove, comment?: string, value?: string) => {
    setBusy(record.id);
    try {
      const asked = move.action.asks ? definition.fields[move.action.asks] : undefined;
      const { json } = await runRecordAction(apiName, record.id, move.name, actionBodyOf(move.action, asked, comment, value));
      done(record, labelOf(move), json);
      setOpen(false);
      setMoved({ id: record.id, to: move.to });
      refresh();
    } catch (error) {
      notify('app.recordActions.failed', { type: 'error', messageArgs: { action: labelOf(move), message: translate(refusalOf(error), { _: refusalOf(error) }) } });
    } finally {
      setBusy(undefined);
    }
  };
  const take = (record: RaRecord, move: BoardMove) => {
    if (move.action.comment || move.action.asks) {
      setAsking({ record, move });
      setOpen(true);
    } else void run(record, move);
  };
  const asks = asking?.move.action.asks;
  const dialog = (
    <ActionDialog
      open={open}
      title={asking ? labelOf(asking.move) : ''}
      comment={asking?.move.action.comment}
      asked={asks ? { label: translate(`resources.${apiName}.fields.${asks}`), kind: definition.fields[asks]?.kind ?? 'text' } : undefined}
      busy={busy !== undefined}
      onClose={() => setOpen(false)}
      onConfirm={(comment, value) => asking && void run(asking.record, asking.move, comment, value)}
    />
  );
  return { take, busy, dialog, moved, focused: () => setMoved(undefined) };
};
