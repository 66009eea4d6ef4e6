import { auditLogs } from '@club/schema/resources/auditLogs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESOURCE_MANIFEST } from '../resources/manifest';
import { resourceNameFor } from '../resources/names';
import type { AuditEntry } from './HistoryEntry';

const AUDIT = auditLogs.name;
const KNOWN = new Set(RESOURCE_MANIFEST.map((entry) => entry.name));

/**
 * Why an entry happened when nobody edited this record: the write of another record (a receipt
 * confirmed, linked to it) or a resource's scheduled work (subscriptions expiring at their end).
 */
export const CauseLine = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = String(entry.causeResource);
  const kind = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  if (!entry.causeRecordId) {
    return (
      <Typography variant="body2" color="text.secondary" className="history-cause">
        {translate('app.history.causedByJob', { what: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }) })}
      </Typography>
    );
  }
  const action = String(entry.causeAction ?? '');
  // A record action by its button's name, a plain write by the trail's word for it.
  const done = translate(`resources.${resource}.actions.${action}`, { _: translate(`resources.${AUDIT}.enums.action.${action}`, { _: '' }) });
  const what = done ? `${kind} (${done})` : kind;
  return (
    <Typography variant="body2" color="text.secondary" className="history-cause">
      {KNOWN.has(resource) ? (
        <Link component={RouterLink} to={createPath({ resource: resourceNameFor(resource), id: entry.causeRecordId, type: 'show' })}>
          {translate('app.history.causedBy', { what })}
        </Link>
      ) : (
        translate('app.history.causedBy', { what })
      )}
    </Typography>
  );
};
