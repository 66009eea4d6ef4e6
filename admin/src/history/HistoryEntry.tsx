import { registry } from '@club/schema/browser';
import { auditLogs } from '@club/schema/resources/auditLogs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { enumValueKey, fieldLabelKey } from '../i18n/keys';
import { changeText } from './changeText';
import { ReferenceValue } from './ReferenceValue';

const AUDIT = auditLogs.name;

export interface AuditEntry {
  id: string;
  createdAt: string;
  actorId: string | null;
  action: 'create' | 'update' | 'delete' | 'read';
  recordId: string;
  summary?: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
}

/**
 * One entry of a record's history: what was done, when, by whom, and for an edit each field from
 * what to what, values as the screens show them (enum labels, the records references name).
 * `about` goes under the heading (the record it is about, where several records' entries mix).
 */
export const HistoryEntry = ({ apiName, entry, actorName, about }: { apiName: string; entry: AuditEntry; actorName: string; about?: ReactNode }) => {
  const translate = useTranslate();
  const locale = useLocale();
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
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Chip size="small" label={translate(`resources.${AUDIT}.enums.action.${entry.action}`, { _: entry.action })} />
        <Typography variant="caption" color="text.secondary">
          {when.format(new Date(entry.createdAt))}
        </Typography>
      </Stack>
      {about}
      <Typography variant="body2">{translate('app.history.by', { name: actorName })}</Typography>
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
