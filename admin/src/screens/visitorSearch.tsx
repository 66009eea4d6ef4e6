import { GATES } from '@club/schema';
import { invitations } from '@club/schema/resources/invitations';
import { visitorLogs } from '@club/schema/resources/visitorLogs';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useCanAccess, useCreatePath, useGetList, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { enumValueKey, fieldLabelKey } from '../i18n/keys';
import { useActionDoneNotice } from '../shell/useActionDoneNotice';
import { resourceNameFor } from '../resources/names';
import { refusalOf, runRecordAction } from '../views/RecordActionButton';
import { ScreenPage } from './parts/ScreenPage';
import { useSearchText } from './parts/useSearchText';
import { useFormats } from '../i18n/useFormats';

const INVITATIONS = resourceNameFor(invitations.name);
const LOGS = resourceNameFor(visitorLogs.name);

/** Check in (with the gate and a badge) or check out one invitation, as the gate does. */
const GateButtons = ({ invitation }: { invitation: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const done = useActionDoneNotice(INVITATIONS);
  const [gate, setGate] = useState<string>('main');
  const [badge, setBadge] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (name: 'check-in' | 'check-out') => {
    const label = translate(`resources.invitations.actions.${name}`);
    setBusy(true);
    try {
      const { json } = await runRecordAction('invitations', invitation.id, name, name === 'check-in' ? { gate, ...(badge.trim() ? { badgeNumber: badge.trim() } : {}) } : {});
      done(invitation, label, json);
      refresh();
    } catch (error) {
      notify('app.recordActions.failed', { type: 'error', messageArgs: { action: label, message: translate(refusalOf(error), { _: refusalOf(error) }) } });
    } finally {
      setBusy(false);
    }
  };
  if (invitation.status === 'checkedIn') return <Button label={translate('resources.invitations.actions.check-out')} variant="outlined" onClick={() => void act('check-out')} disabled={busy} className="gate-check-out" />;
  if (invitation.status !== 'approved') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label={translate(fieldLabelKey('visitorLogs', 'gate'))} value={gate} onChange={(event) => setGate(event.target.value)} sx={{ minWidth: 150 }}>
        {GATES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(enumValueKey('visitorLogs', 'gate', value))}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={translate(fieldLabelKey('visitorLogs', 'badgeNumber'))} value={badge} onChange={(event) => setBadge(event.target.value)} sx={{ width: 120 }} slotProps={{ htmlInput: { maxLength: 20 } }} />
      <Button label={translate('resources.invitations.actions.check-in')} variant="contained" onClick={() => void act('check-in')} disabled={busy} className="gate-check-in" />
    </Stack>
  );
};

/**
 * /Visits/Search: the gate finds a visitor by name or code among the invitations (today's first)
 * and the gate's register, and checks them in or out from the row. The phone shows to those who
 * may read visitors' contact details.
 */
const VisitorSearch = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const createPath = useCreatePath();
  const [search, setSearch, q] = useSearchText();
  const { canAccess: atTheGate } = useCanAccess({ resource: INVITATIONS, action: 'edit' });
  const found = useGetList(INVITATIONS, { pagination: { page: 1, perPage: 25 }, sort: { field: 'visitDate', order: 'DESC' }, filter: { q } }, { enabled: q.length > 0 });
  const logs = useGetList(LOGS, { pagination: { page: 1, perPage: 25 }, sort: { field: 'checkInAt', order: 'DESC' }, filter: { q } }, { enabled: q.length > 0 });
  const t = (key: string) => translate(`screens.visitorSearch.${key}`);
  const label = (resource: string, field: string) => translate(fieldLabelKey(resource, field));
  const when = (at: string | null | undefined) => (at ? formats.dateTime(at) : '—');
  return (
    <ScreenPage name="visitorSearch" isPending={false} isError={found.isError || logs.isError}>
      <TextField
        label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        type="search"
        autoFocus
        sx={{ mb: 3, width: 420, maxWidth: '100%' }}
        slotProps={{ htmlInput: { dir: 'auto', className: 'visitor-search-box' } }}
      />
      {q && (
        <Stack spacing={3}>
          <Paper variant="outlined">
            <Table size="small" aria-label={t('invitations')}>
              <caption style={{ captionSide: 'top', textAlign: 'start', padding: '8px 16px' }}>{t('invitations')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{label('invitations', 'code')}</TableCell>
                  <TableCell>{label('invitations', 'visitorName')}</TableCell>
                  <TableCell>{label('invitations', 'hostName')}</TableCell>
                  <TableCell>{label('invitations', 'visitDate')}</TableCell>
                  <TableCell>{label('invitations', 'status')}</TableCell>
                  <TableCell>{t('gate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(found.data ?? []).map((invitation) => (
                  <TableRow key={invitation.id} className="found-invitation">
                    <TableCell dir="ltr">{invitation.code}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={createPath({ resource: INVITATIONS, id: invitation.id, type: 'show' })} dir="auto">
                        {invitation.visitorName}
                      </Link>
                      <Typography variant="caption" component="div" color="text.secondary" dir="ltr">
                        {invitation.phone}
                      </Typography>
                    </TableCell>
                    <TableCell dir="auto">{invitation.hostName}</TableCell>
                    <TableCell>
                      {invitation.visitDate} {String(invitation.startTime ?? '').slice(0, 5)}
                    </TableCell>
                    <TableCell>{translate(enumValueKey('invitations', 'status', invitation.status))}</TableCell>
                    <TableCell>{atTheGate && <GateButtons invitation={invitation} />}</TableCell>
                  </TableRow>
                ))}
                {found.data?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('noInvitation')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
          <Paper variant="outlined">
            <Table size="small" aria-label={t('logs')}>
              <caption style={{ captionSide: 'top', textAlign: 'start', padding: '8px 16px' }}>{t('logs')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{label('visitorLogs', 'visitorName')}</TableCell>
                  <TableCell>{label('visitorLogs', 'gate')}</TableCell>
                  <TableCell>{label('visitorLogs', 'badgeNumber')}</TableCell>
                  <TableCell>{label('visitorLogs', 'checkInAt')}</TableCell>
                  <TableCell>{label('visitorLogs', 'checkOutAt')}</TableCell>
                  <TableCell>{label('visitorLogs', 'status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(logs.data ?? []).map((log) => (
                  <TableRow key={log.id} className="found-log">
                    <TableCell dir="auto">{log.visitorName}</TableCell>
                    <TableCell>{translate(enumValueKey('visitorLogs', 'gate', log.gate))}</TableCell>
                    <TableCell dir="ltr">{log.badgeNumber ?? '—'}</TableCell>
                    <TableCell>{when(log.checkInAt)}</TableCell>
                    <TableCell>{when(log.checkOutAt)}</TableCell>
                    <TableCell>{translate(enumValueKey('visitorLogs', 'status', log.status))}</TableCell>
                  </TableRow>
                ))}
                {logs.data?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('noLog')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
        </Stack>
      )}
    </ScreenPage>
  );
};

export default VisitorSearch;
