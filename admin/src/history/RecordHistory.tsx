import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetList, useGetMany, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { fullNameOf } from '../auth/identity';
import { registry } from '@club/schema/browser';
import { auditLogs } from '@club/schema/resources/auditLogs';
import { enumValueKey, fieldLabelKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { changeText } from './changeText';
import { ReferenceValue } from './ReferenceValue';

/** The audit trail's resource and the directory of its actors, named by its declaration. */
const AUDIT = auditLogs.name;
const ACTORS = auditLogs.fields.actorId.target;
const HISTORY_SIZE = 25;

interface AuditEntry {
  id: string;
  createdAt: string;
  actorId: string | null;
  action: 'create' | 'update' | 'delete' | 'read';
  changes: Record<string, { old: unknown; new: unknown }>;
}

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
  const locale = useLocale();
  const { data: entries = [], isPending } = useGetList<AuditEntry>(
    resourceNameFor(AUDIT),
    { filter: { resource: apiName, recordId }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: HISTORY_SIZE } },
    // A new version of the record means a new entry.
    { meta: { version } },
  );
  const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])))];
  const { data: actors = [], isPending: actorsPending } = useGetMany(resourceNameFor(ACTORS), { ids: actorIds }, { enabled: actorIds.length > 0 });
  const actorName = (id: string | null) => {
    const actor = id ? actors.find((user) => user.id === id) : undefined;
    if (actor) return fullNameOf(actor as never);
    // Not "a removed user" while the names are still on their way.
    if (id && actorsPending) return '…';
    return translate(id ? 'app.history.someone' : 'app.history.system');
  };
  // Enum values by their labels, like everywhere else on the screen.
  const fields = registry.get(apiName)?.fields ?? {};
  const shown = (field: string, value: unknown) => {
    const definition = fields[field];
    if ((definition?.kind === 'enum' || definition?.kind === 'multiEnum') && value !== null && value !== undefined) {
      return [value].flat().map((item) => translate(enumValueKey(apiName, field, String(item)), { _: String(item) })).join(locale === 'ar' ? '، ' : ', ');
    }
    // References by the records they name; structured values (an approval trail) are read on the record itself.
    if (definition?.kind === 'reference' || definition?.kind === 'referenceMany') return <ReferenceValue target={definition.target} value={value} />;
    if (definition?.kind === 'json' && value !== null && value !== undefined) return translate('app.history.structured');
    return changeText(value);
  };
  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card className="record-history" sx={{ width: { xs: '100%', md: 340 }, ms: { md: 2 }, mt: { xs: 2, md: 0 }, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.history.title')}
        </Typography>
        {!isPending && entries.length === 0 ? <Typography color="text.secondary">{translate('app.history.empty')}</Typography> : null}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} className="record-history-entry">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Chip size="small" label={translate(`resources.${AUDIT}.enums.action.${entry.action}`, { _: entry.action })} />
                <Typography variant="caption" color="text.secondary">
                  {when.format(new Date(entry.createdAt))}
                </Typography>
              </Stack>
              <Typography variant="body2">{translate('app.history.by', { name: actorName(entry.actorId) })}</Typography>
              {entry.action === 'update'
                ? Object.entries(entry.changes ?? {}).map(([field, change]) => (
                    <Typography key={field} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {translate(fieldLabelKey(apiName, field), { _: field })}: <bdi>{shown(field, change.old)}</bdi> {translate('app.history.arrow')}{' '}
                      <bdi>{shown(field, change.new)}</bdi>
                    </Typography>
                  ))
                : null}
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
