import { auditLogs } from '@club/schema/resources/auditLogs';
import { tasks } from '@club/schema/resources/tasks';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { HistoryEntry, type AuditEntry } from '../history/HistoryEntry';
import { useActorNames } from '../history/useActorNames';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';

const PAGE = 25;

/** /TaskHistory (SPEC §2): the tasks' audit trail, newest first, each entry naming its task. */
const TaskHistory = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [shown, setShown] = useState(PAGE);
  const { data: entries = [], total = 0, isPending, isError } = useGetList<AuditEntry>(resourceNameFor(auditLogs.name), {
    filter: { resource: tasks.name, action: ['create', 'update', 'delete'] },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: shown },
  });
  const actorName = useActorNames(entries);
  return (
    <ScreenPage name="taskHistory" isPending={isPending} isError={isError}>
      {entries.length === 0 && <Typography color="text.secondary">{translate('screens.taskHistory.empty')}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} variant="outlined" className="task-history-entry" sx={{ p: 1.5 }}>
            <HistoryEntry
              apiName={tasks.name}
              entry={entry}
              actorName={actorName(entry)}
              about={
                <Typography variant="body2">
                  {translate('screens.taskHistory.task')}:{' '}
                  {entry.action === 'delete' ? (
                    <bdi>{entry.summary}</bdi>
                  ) : (
                    <Link to={createPath({ resource: resourceNameFor(tasks.name), id: entry.recordId, type: 'show' })}>
                      <bdi>{entry.summary}</bdi>
                    </Link>
                  )}
                </Typography>
              }
            />
          </Paper>
        ))}
      </Stack>
      {entries.length < total && (
        <Button sx={{ mt: 2 }} onClick={() => setShown((count) => count + PAGE)}>
          {translate('screens.taskHistory.more')}
        </Button>
      )}
    </ScreenPage>
  );
};

export default TaskHistory;
