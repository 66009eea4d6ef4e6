import type { RecordActionDefinition } from '@club/schema';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { HttpError, useCreatePath, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourceNameFor } from '../resources/names';
import { httpClient } from '../data/httpClient';
import { keepRevealed } from '../data/revealedOnce';
import { ActionDialog } from './ActionDialog';
import { actionBodyOf } from './actionBody';
import { useSchemaResource } from '../resources/useSchemaResource';
import { offerOf, type ActionsNow } from '../rules/actionsNow';
import { useActionDoneNotice } from '../shell/useActionDoneNotice';
import { visuallyHidden } from './visuallyHidden';

export { actionApplies } from '../rules/actionsNow';

/**
 * POST /api/{resource}/{id}/{name}: the server decides, and answers the record as it now is, or
 * `{ next: { resource, id } }` when the action led to another record (a deleted one restored).
 */
export const runRecordAction = async (apiName: string, id: Identifier, name: string, body: Record<string, unknown>) => {
  const answer = await httpClient(`/api/${apiName}/${encodeURIComponent(String(id))}/${name}`, { method: 'POST', body: JSON.stringify(body) });
  // What the action shows once (a rotated key's new secret) goes to its dialog on the record's page.
  return answer.json && typeof answer.json === 'object' ? { ...answer, json: keepRevealed(apiName, answer.json as { id?: unknown; revealed?: unknown }) } : answer;
};

/** The server's reason for refusing an action, as it words it (a comment's own problem first). */
export const refusalOf = (error: unknown): string =>
  error instanceof HttpError ? ((error.body as { message?: string; errors?: Record<string, string> })?.errors?.comment ?? error.body?.message ?? error.message) : String(error);

/**
 * An action the record's state allows but this person may not take now (another approver's
 * step): still in the tab order, its reason in a tooltip and read as the button's description.
 * `aria-disabled`, not `disabled`: a disabled button can be neither focused nor described.
 */
const RefusedActionButton = ({ name, label, reason }: { name: string; label: string; reason: string }) => {
  const reasonId = useId();
  return (
    <>
      <Tooltip title={reason} describeChild>
        <MuiButton
          size="small"
          aria-disabled="true"
          aria-describedby={reasonId}
          className={`record-action-${name} record-action-refused`}
          disableRipple
          sx={{ color: 'text.secondary', cursor: 'not-allowed', '&:hover': { backgroundColor: 'transparent' } }}
        >
          {label}
        </MuiButton>
      </Tooltip>
      <Box component="span" id={reasonId} sx={visuallyHidden}>
        {reason}
      </Box>
    </>
  );
};

/**
 * One record action (an approval, a check-in) as a button of the show page: POST
 * /api/{resource}/{id}/{name}, asking first for the value and the comment the action takes. Offered
 * as the server judges it for this person now (`now`, see offerOf). The server decides; its refusal
 * is shown as it words it, and the page shows the record as it now is.
 */
export const RecordActionButton = ({ apiName, name, action, now }: { apiName: string; name: string; action: RecordActionDefinition; now: ActionsNow | undefined }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const done = useActionDoneNotice(useResourceContext()!);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { definition } = useSchemaResource();
  const offer = record ? offerOf(name, action, record, now) : undefined;
  if (!record || !offer) return null;
  const label = translate(`resources.${apiName}.actions.${name}`);
  if (offer.disabledBecause !== undefined) return <RefusedActionButton name={name} label={label} reason={offer.disabledBecause} />;
  const asked = action.asks ? definition.fields[action.asks] : undefined;
  const run = async (comment?: string, value?: string) => {
    setBusy(true);
    try {
      const { json } = await runRecordAction(apiName, record.id, name, actionBodyOf(action, asked, comment, value));
      done(record, label, json, name);
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
