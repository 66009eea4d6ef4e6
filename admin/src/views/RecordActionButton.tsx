import type { RecordActionDefinition } from '@club/schema';
import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import { HttpError, useCreatePath, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourceNameFor } from '../resources/names';
import { httpClient } from '../data/httpClient';
import { ActionDialog } from './ActionDialog';
import { useSchemaResource } from '../resources/useSchemaResource';

/** Whether the record is in a state the action applies to (its `when`). */
export const actionApplies = (action: RecordActionDefinition, record: Record<string, unknown>): boolean =>
  Object.entries(action.when ?? {}).every(([field, values]) => (values ?? []).includes(record[field] as string));

/**
 * POST /api/{resource}/{id}/{name}: the server decides, and answers the record as it now is, or
 * `{ next: { resource, id } }` when the action led to another record (a deleted one restored).
 */
export const runRecordAction = (apiName: string, id: Identifier, name: string, body: Record<string, unknown>) =>
  httpClient(`/api/${apiName}/${encodeURIComponent(String(id))}/${name}`, { method: 'POST', body: JSON.stringify(body) });

/** The server's reason for refusing an action, as it words it (a comment's own problem first). */
export const refusalOf = (error: unknown): string =>
  error instanceof HttpError ? ((error.body as { message?: string; errors?: Record<string, string> })?.errors?.comment ?? error.body?.message ?? error.message) : String(error);

/**
 * One record action (an approval, a check-in) as a button of the show page: POST
 * /api/{resource}/{id}/{name}, asking first for the value and the comment the action takes. The server
 * decides; its refusal is shown as it words it, and the page shows the record as it now is.
 */
export const RecordActionButton = ({ apiName, name, action }: { apiName: string; name: string; action: RecordActionDefinition }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { definition } = useSchemaResource();
  if (!record || !actionApplies(action, record)) return null;
  const label = translate(`resources.${apiName}.actions.${name}`);
  const asked = action.asks ? definition.fields[action.asks] : undefined;
  const run = async (comment?: string, value?: string) => {
    setBusy(true);
    try {
      const body = { ...(action.comment ? { comment } : {}), ...(action.asks ? { [action.asks]: asked && asked.kind !== 'date' && asked.kind !== 'text' ? Number(value) : value } : {}) };
      const { json } = await runRecordAction(apiName, record.id, name, body);
      notify('app.recordActions.done', { type: 'success', messageArgs: { action: label } });
      setOpen(false);
      const next = (json as { next?: { resource: string; id: string } } | undefined)?.next;
      if (next) navigate(createPath({ resource: resourceNameFor(next.resource), id: next.id, type: 'show' }));
      else refresh();
    } catch (error) {
      notify('app.recordActions.failed', { type: 'error', messageArgs: { action: label, message: translate(refusalOf(error), { _: refusalOf(error) }) } });
    } finally {
      setBusy(false);
    }
  };
  if (!action.comment && !action.asks) {
    // A text button at every width: react-admin's own shows only its icon on a phone, and these have none.
    return (
      <MuiButton size="small" onClick={() => void run()} disabled={busy} aria-busy={busy} className={`record-action-${name}`}>
        {label}
      </MuiButton>
    );
  }
  return (
    <>
      <MuiButton size="small" onClick={() => setOpen(true)} className={`record-action-${name}`}>
        {label}
      </MuiButton>
      <ActionDialog
        open={open}
        title={label}
        comment={action.comment}
        asked={action.asks && asked ? { label: translate(`resources.${apiName}.fields.${action.asks}`), kind: asked.kind } : undefined}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={(comment, value) => void run(comment, value)}
      />
    </>
  );
};
