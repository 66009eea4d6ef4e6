import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEditContext, useRecordContext, useTranslate } from 'react-admin';
import { useEffect } from 'react';
import { holdRecord } from './heldRecords';
import { useActorName } from './useActorName';
import { useRecordChange } from './useRecordChange';

/**
 * On an edit form: the record was changed by someone else after the form loaded it, so a save
 * would be refused (409). The form is never reloaded under the person typing (the record is held);
 * they reload it when they choose. Not blocking; a polite live region, its button in the tab order.
 */
export const StaleRecordBanner = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const translate = useTranslate();
  const change = useRecordChange(apiName, record?.id);
  const name = useActorName(change?.actorId);
  const recordId = record?.id === undefined ? undefined : String(record.id);
  useEffect(() => (recordId ? holdRecord(apiName, recordId) : undefined), [apiName, recordId]);
  const deleted = change?.action === 'delete';
  const stale = deleted || Boolean(change && change.version !== null && Number(record?.version) < change.version);
  const text = deleted
    ? name ? translate('app.live.deletedBy', { name }) : translate('app.live.deletedByColleague')
    : name ? translate('app.live.staleBy', { name }) : translate('app.live.staleByColleague');
  return (
    <div role="status" aria-live="polite" className="stale-record-banner">
      {stale && (
        <Alert
          // The region around it is the (polite) live region: not an assertive alert of its own.
          role="none"
          severity="warning"
          sx={{ mx: 2, mt: 1 }}
          action={
            deleted ? undefined : <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.live.reload')}
            </Button>
          }
        >
          {text}
        </Alert>
      )}
    </div>
  );
};
