import { Box, Button, Divider, FormControlLabel, Radio, RadioGroup, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useGetList, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { resourceNameFor } from '../../resources/names';
import { refusalOf, runRecordAction } from '../../views/RecordActionButton';
import { formatTagOf } from '../../i18n/formats';

const PLAYERS = resourceNameFor('players');
const ATTENDANCE = resourceNameFor('playerTrainingAttendance');
const STATUSES = ['present', 'late', 'absent', 'excused'] as const;

interface Mark {
  status: string;
  minutesLate: number | null;
}

/**
 * The whole squad's attendance on a session's page: each player of the session's team with their
 * status (present unless taken otherwise) and, once saved in one call, their attendance rate as
 * the server now computes it.
 */
const SquadAttendance = () => {
  const session = useRecordContext();
  const translate = useTranslate();
  const arabic = useLocale() === 'ar';
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: mayTake } = useCanAccess({ resource: resourceNameFor('trainingSessions'), action: 'edit' });
  const squad = useGetList(PLAYERS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'fullName', order: 'ASC' }, filter: { teamId: session?.teamId } }, { enabled: Boolean(session?.teamId) });
  const taken = useGetList(ATTENDANCE, { pagination: { page: 1, perPage: 200 }, sort: { field: 'createdAt', order: 'ASC' }, filter: { sessionId: session?.id } }, { enabled: Boolean(session?.id) });
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setMarks(Object.fromEntries((taken.data ?? []).map((row) => [String(row.playerId), { status: String(row.status), minutesLate: (row.minutesLate as number | null) ?? null }])));
  }, [taken.data]);
  if (!session || session.status === 'cancelled') return null;
  const players = squad.data ?? [];
  const markOf = (id: string): Mark => marks[id] ?? { status: 'present', minutesLate: null };
  const set = (id: string, mark: Partial<Mark>) => setMarks((current) => ({ ...current, [id]: { ...markOf(id), ...mark } }));
  const save = async () => {
    setBusy(true);
    try {
      const entries = players.map((player) => ({ playerId: player.id, ...markOf(String(player.id)) }));
      await runRecordAction('trainingSessions', session.id, 'attendance', { entries });
      notify(translate('app.attendance.saved'), { type: 'success' });
      await Promise.all([squad.refetch(), taken.refetch()]);
      refresh();
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const statusLabel = (status: string) => translate(`resources.playerTrainingAttendance.enums.status.${status}`);
  return (
    <Box component="section" aria-labelledby="squad-attendance-heading" sx={{ p: 2 }} className="squad-attendance">
      <Divider sx={{ mb: 2 }} />
      <Typography id="squad-attendance-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.attendance.title')}
      </Typography>
      {players.length === 0 && !squad.isPending ? <Typography color="text.secondary">{translate('app.attendance.squadEmpty')}</Typography> : null}
      {players.length > 0 && (
        <>
          <Table size="small" aria-labelledby="squad-attendance-heading">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.players.fields.fullName')}</TableCell>
                <TableCell>{translate('resources.playerTrainingAttendance.fields.status')}</TableCell>
                <TableCell>{translate('app.attendance.minutesLate')}</TableCell>
                <TableCell align="right">{translate('app.attendance.rate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {players.map((player) => {
                const id = String(player.id);
                const name = String((arabic && player.fullNameAr) || player.fullName);
                const mark = markOf(id);
                return (
                  <TableRow key={id} className="squad-attendance-row" data-player={id}>
                    <TableCell dir="auto">{name}</TableCell>
                    <TableCell>
                      <RadioGroup row sx={{ flexWrap: 'nowrap' }} aria-label={`${translate('resources.playerTrainingAttendance.fields.status')}: ${name}`} value={mark.status} onChange={(event) => set(id, { status: event.target.value, minutesLate: event.target.value === 'late' ? mark.minutesLate : null })}>
                        {STATUSES.map((status) => (
                          <FormControlLabel key={status} value={status} control={<Radio size="small" disabled={!mayTake} />} label={statusLabel(status)} />
                        ))}
                      </RadioGroup>
                    </TableCell>
                    <TableCell>
                      {mark.status === 'late' ? (
                        <TextField
                          type="number"
                          size="small"
                          slotProps={{ htmlInput: { min: 0, max: 300, 'aria-label': `${translate('app.attendance.minutesLate')}: ${name}` } }}
                          value={mark.minutesLate ?? ''}
                          onChange={(event) => set(id, { minutesLate: event.target.value === '' ? null : Number(event.target.value) })}
                          sx={{ width: 96 }}
                        />
                      ) : null}
                    </TableCell>
                    <TableCell align="right" className="attendance-rate">
                      {player.attendanceRate === null || player.attendanceRate === undefined ? translate('app.attendance.noRate') : `${Number(player.attendanceRate).toLocaleString(formatTagOf(arabic ? 'ar' : 'en'))}%`}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {mayTake && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              <Button variant="contained" onClick={save} disabled={busy}>
                {translate('app.attendance.save')}
              </Button>
              <Button onClick={() => setMarks(Object.fromEntries(players.map((player) => [String(player.id), { status: 'present', minutesLate: null }])))} disabled={busy}>
                {translate('app.attendance.allPresent')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
};

export default SquadAttendance;
