import { meetings } from '@club/schema/resources/meetings';
import { plannedVisits } from '@club/schema/resources/plannedVisits';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { enumValueKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';
import { useSearchText } from './parts/useSearchText';
import { useFormats } from '../i18n/useFormats';

const MEETINGS = resourceNameFor(meetings.name);
const VISITS = resourceNameFor(plannedVisits.name);
/** Finished: what no longer changes. */
const MEETINGS_DONE = ['completed', 'cancelled'];
const VISITS_DONE = ['checkedOut', 'cancelled'];
const PAGE = 100;

interface Activity {
  key: string;
  kind: 'meetings' | 'plannedVisits';
  id: string;
  title: string;
  at: string;
  status: string;
}

/** /Executive/ArchivedActivities: finished meetings and visits together, newest first, found by a word. */
const ArchivedActivities = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const createPath = useCreatePath();
  const [search, setSearch, q] = useSearchText();
  const query = (statuses: string[], sort: string) => ({ pagination: { page: 1, perPage: PAGE }, sort: { field: sort, order: 'DESC' as const }, filter: { status: statuses, ...(q ? { q } : {}) } });
  const done = useGetList(MEETINGS, query(MEETINGS_DONE, 'startsAt'));
  const ended = useGetList(VISITS, query(VISITS_DONE, 'visitDate'));
  const activities: Activity[] = [
    ...(done.data ?? []).map((meeting) => ({ key: `m${meeting.id}`, kind: 'meetings' as const, id: String(meeting.id), title: String(meeting.title), at: String(meeting.startsAt), status: String(meeting.status) })),
    ...(ended.data ?? []).map((visit) => ({ key: `v${visit.id}`, kind: 'plannedVisits' as const, id: String(visit.id), title: String(visit.visitorName), at: String(visit.visitDate), status: String(visit.status) })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const when = (at: string) => formats.dateTime(at);
  const t = (key: string) => translate(`screens.archivedActivities.${key}`);
  return (
    <ScreenPage name="archivedActivities" isPending={done.isPending || ended.isPending} isError={done.isError || ended.isError}>
      <TextField label={t('search')} value={search} onChange={(event) => setSearch(event.target.value)} type="search" size="small" sx={{ mb: 2, width: 320, maxWidth: '100%' }} slotProps={{ htmlInput: { dir: 'auto' } }} />
      <Paper variant="outlined">
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('kind')}</TableCell>
              <TableCell>{t('what')}</TableCell>
              <TableCell>{t('when')}</TableCell>
              <TableCell>{t('status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {activities.map((activity) => (
              <TableRow key={activity.key} className="archived-activity">
                <TableCell>{translate(`resources.${activity.kind}.name`, { smart_count: 1 })}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={createPath({ resource: activity.kind === 'meetings' ? MEETINGS : VISITS, id: activity.id, type: 'show' })} dir="auto">
                    {activity.title}
                  </Link>
                </TableCell>
                <TableCell>{when(activity.at)}</TableCell>
                <TableCell>{translate(enumValueKey(activity.kind, 'status', activity.status))}</TableCell>
              </TableRow>
            ))}
            {activities.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color="text.secondary">
                    {t('empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </ScreenPage>
  );
};

export default ArchivedActivities;
