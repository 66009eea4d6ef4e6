import { tasks } from '@club/schema/resources/tasks';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';

const TASKS = resourceNameFor(tasks.name);
/** Statuses of work still to do. */
const OPEN = ['backlog', 'todo', 'in progress'];
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

/** How many tasks match: the list's total of a one-row page, under the tasks' permission. */
const useTotal = (filter: Record<string, unknown>, enabled: boolean) => {
  const { total, isPending, isError } = useGetList(TASKS, { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } }, { enabled });
  return { total: total ?? 0, isPending: enabled && isPending, isError };
};

const Figure = ({ label, value, className }: { label: string; value: number; className: string }) => (
  <Card variant="outlined" className={className} sx={{ flex: '1 1 180px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/** /tasks/taskhome (SPEC §2): the signed-in user's tasks at a glance, and the next ones to do. */
const TaskHome = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const me = identity?.id;
  const ready = me !== undefined;
  const mine = { assigneeId: me, status: OPEN };
  const open = useTotal(mine, ready);
  const dueToday = useTotal({ ...mine, dueDate_gte: today(), dueDate_lte: today() }, ready);
  const overdue = useTotal({ ...mine, dueDate_lte: yesterday() }, ready);
  const unassigned = useTotal({ assigneeId: null, status: OPEN }, ready);
  const next = useGetList(TASKS, { filter: mine, pagination: { page: 1, perPage: 8 }, sort: { field: 'dueDate', order: 'ASC' } }, { enabled: ready });
  const t = (key: string) => translate(`screens.taskHome.${key}`);
  return (
    <ScreenPage name="taskHome" isPending={!ready || open.isPending} isError={open.isError || next.isError}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Figure label={t('open')} value={open.total} className="task-home-open" />
        <Figure label={t('dueToday')} value={dueToday.total} className="task-home-due-today" />
        <Figure label={t('overdue')} value={overdue.total} className="task-home-overdue" />
        <Figure label={t('unassigned')} value={unassigned.total} className="task-home-unassigned" />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {t('next')}
        </Typography>
        <Link to="/tasksView">
          {t('board')}
        </Link>
      </Stack>
      {next.data?.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(next.data ?? []).map((task) => (
          <Paper component="li" key={task.id} variant="outlined" className="task-home-next" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link to={createPath({ resource: TASKS, id: task.id, type: 'show' })} sx={{ fontWeight: 600, flex: '1 1 240px' }} dir="auto">
              {task.title}
            </Link>
            <Chip size="small" label={translate(enumValueKey(tasks.name, 'status', String(task.status)))} />
            <Chip size="small" variant="outlined" label={translate(enumValueKey(tasks.name, 'priority', String(task.priority)))} />
            <Typography variant="body2" color={task.dueDate && String(task.dueDate) < today() ? 'error' : 'text.secondary'}>
              {task.dueDate ? String(task.dueDate) : '—'}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </ScreenPage>
  );
};

export default TaskHome;
