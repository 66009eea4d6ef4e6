import { auditLogs } from '@club/schema/resources/auditLogs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import { CauseLine } from './CauseLine';
import { useShownValue } from './useShownValue';
import { useFormats } from '../i18n/useFormats';

const AUDIT = auditLogs.name;

export interface AuditEntry {
  id: string;
  createdAt: string;
  actorId: string | null;
  /** Written anonymously (a vote in an anonymous poll): no actor, by design. */
  anonymous?: boolean | null;
  action: 'create' | 'update' | 'delete' | 'restore' | 'read';
  recordId: string;
  summary?: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
  /** What caused it, when it is an effect of another write or of a scheduled job. */
  causeResource?: string | null;
  causeRecordId?: string | null;
  causeAction?: string | null;
}

/**
 * One entry of a record's history: what was done, when, by whom (and because of what, for an
 * effect of another record's write), and for an edit each field from what to what, values as the
 * screens show them. `about` goes under the heading (the record it is about, where several
 * records' entries mix).
 */
export const HistoryEntry = ({ apiName, entry, actorName, about }: { apiName: string; entry: AuditEntry; actorName: string; about?: ReactNode }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const shown = useShownValue(apiName);
  const formats = useFormats();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Chip size="small" label={translate(`resources.${AUDIT}.enums.action.${entry.action}`, { _: entry.action })} />
        <Typography variant="caption" color="text.secondary">
          {formats.dateTime(entry.createdAt)}
        </Typography>
      </Stack>
      {about}
      <Typography variant="body2">{translate('app.history.by', { name: actorName })}</Typography>
      {entry.causeResource ? <CauseLine entry={entry} /> : null}
      {entry.action === 'update'
        ? Object.entries(entry.changes ?? {}).map(([field, change]) => (
            <Typography key={field} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate(fieldLabelKey(apiName, field), { _: field })}: <bdi>{shown(field, change.old)}</bdi> {translate('app.history.arrow')} <bdi>{shown(field, change.new)}</bdi>
            </Typography>
          ))
        : null}
    </>
  );
};
