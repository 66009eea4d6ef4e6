import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetList, useRecordContext, useResourceDefinition, useTranslate } from 'react-admin';
import { auditLogs } from '@club/schema/resources/auditLogs';
import { resourceNameFor } from '../resources/names';
import { HistoryEntry, type AuditEntry } from './HistoryEntry';
import { RestoreVersionButton } from './RestoreVersionButton';
import { useActorNames } from './useActorNames';

/** The audit trail's resource, named by its declaration. */
const AUDIT = auditLogs.name;
const HISTORY_SIZE = 25;

/**
 * The record's history (issue 3, item 8): who changed what and when, newest first, from the audit
 * trail; shown beside a record to whoever may read the audit log.
 */
export const RecordHistory = ({ apiName }: { apiName: string }) => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: resourceNameFor(AUDIT), action: 'list' });
  if (!record || !canAccess) return null;
  return <HistoryCard apiName={apiName} recordId={String(record.id)} version={record.version as number | undefined} />;
};

const HistoryCard = ({ apiName, recordId, version }: { apiName: string; recordId: string; version?: number }) => {
  const translate = useTranslate();
  const { data: entries = [], isPending } = useGetList<AuditEntry>(
    resourceNameFor(AUDIT),
    { filter: { resource: apiName, recordId }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: HISTORY_SIZE } },
    // A new version of the record means a new entry.
    { meta: { version } },
  );
  const actorName = useActorNames(entries);
  // An earlier version may be restored by whoever may edit the record: the newest is the record as it is.
  const { hasEdit } = useResourceDefinition();
  const { canAccess: mayEdit } = useCanAccess({ resource: resourceNameFor(apiName), action: 'edit' });
  const newestChange = entries.findIndex((entry) => entry.action !== 'read');
  const restorable = (entry: AuditEntry, index: number) => hasEdit && mayEdit && index > newestChange && ['create', 'update', 'restore'].includes(entry.action);
  return (
    <Card className="record-history" sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0, ms: { lg: 2 }, mt: { xs: 2, lg: 0 }, alignSelf: { xs: 'stretch', lg: 'flex-start' } }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.history.title')}
        </Typography>
        {!isPending && entries.length === 0 ? <Typography color="text.secondary">{translate('app.history.empty')}</Typography> : null}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry, index) => (
            <li key={entry.id} className="record-history-entry">
              <HistoryEntry apiName={apiName} entry={entry} actorName={actorName(entry)} />
              {restorable(entry, index) ? <RestoreVersionButton apiName={apiName} recordId={recordId} entryId={entry.id} /> : null}
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
