import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate } from 'react-admin';
import { useActorName } from './useActorName';
import { useRecordChange } from './useRecordChange';

/**
 * On a record's page: who changed (or deleted) it just now, when it was someone else (the page
 * reads it again by itself). A polite live region: a screen reader says it when it comes.
 */
export const RecordChangedNotice = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const change = useRecordChange(apiName, record?.id);
  const name = useActorName(change?.actorId);
  const deleted = change?.action === 'delete';
  const text = !change ? '' : name ? translate(deleted ? 'app.live.deletedBy' : 'app.live.changedBy', { name }) : translate(deleted ? 'app.live.deletedByColleague' : 'app.live.changedByColleague');
  return (
    <div role="status" aria-live="polite" className="record-changed-notice no-print">
      {change && (
        <Alert role="none" severity="info" sx={{ mx: 2, mt: 1 }}>
          {text}
        </Alert>
      )}
    </div>
  );
};
