import type { RecordActionDefinition } from '@club/schema';
import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { ActionDialog } from './ActionDialog';
import { actionApplies, refusalOf, runRecordAction } from './RecordActionButton';

/**
 * A record action declared `bulk` (approve the selected invitations), as a button of the list's
 * bulk toolbar: it runs on each selected record the action applies to, one after the other, each
 * decided by the server as on its own page; then it says how many were done and the first refusal.
 */
export const BulkRecordActionButton = ({ apiName, name, action }: { apiName: string; name: string; action: RecordActionDefinition }) => {
  const { selectedIds, data, resource } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = translate(`resources.${apiName}.actions.${name}`);
  // Records in a state it applies to, and not the person's own where it is never theirs (their own request).
  const me = authStorage.read().user?.id;
  const applicable = (data ?? []).filter((record) => selectedIds.includes(record.id) && actionApplies(action, record) && !(action.notBy && record[action.notBy] === me));
  const run = async (comment?: string) => {
    setBusy(true);
    let done = 0;
    let refusal: string | undefined;
    for (const record of applicable) {
      try {
        await runRecordAction(apiName, record.id, name, action.comment ? { comment } : {});
        done += 1;
      } catch (error) {
        refusal ??= translate(refusalOf(error), { _: refusalOf(error) });
      }
    }
    setBusy(false);
    setOpen(false);
    notify(refusal ? 'app.recordActions.bulkPartly' : 'app.recordActions.bulkDone', {
      type: refusal ? 'warning' : 'success',
      messageArgs: { action: label, count: done, total: applicable.length, message: refusal ?? '' },
    });
    unselectAll();
    refresh();
  };
  return (
    <>
      {/* A text button at every width: react-admin's own shows only its icon on a phone, and this has none. */}
      <MuiButton
        size="small"
        className={`bulk-action-${name}`}
        disabled={busy || applicable.length === 0}
        aria-busy={busy}
        onClick={() => (action.comment ? setOpen(true) : void run())}
      >
        {label}
      </MuiButton>
      {action.comment && <ActionDialog open={open} title={label} comment={action.comment} busy={busy} onClose={() => setOpen(false)} onConfirm={(comment) => void run(comment)} />}
    </>
  );
};
