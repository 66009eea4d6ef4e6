import { useState } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../data/httpClient';
import { refusalOf } from '../views/RecordActionButton';

/**
 * "Restore this version" under an entry of a record's history: after a question, POST
 * /api/{resource}/{id}/history/{entry}/restore; the server sets the fields back through an
 * ordinary edit (its rules may refuse, and say why) and the page shows the record as it now is.
 */
export const RestoreVersionButton = ({ apiName, recordId, entryId }: { apiName: string; recordId: string; entryId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/${apiName}/${encodeURIComponent(recordId)}/history/${encodeURIComponent(entryId)}/restore`, { method: 'POST', body: '{}' });
      notify('app.history.versionRestored', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify('app.history.restoreVersionFailed', { type: 'error', messageArgs: { message: translate(refusalOf(error), { _: refusalOf(error) }) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} size="small" className="restore-version" sx={{ px: 0, mt: 0.5 }}>
        {translate('app.history.restoreVersion')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.history.restoreVersionTitle')}
        content={translate('app.history.restoreVersionText')}
        onConfirm={() => void restore()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
