import { tasks } from '@club/schema/resources/tasks';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useGetList, useGetMany, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { fullNameOf } from '../auth/identity';
import { resourceNameFor } from '../resources/names';
import { chipColorOf } from './parts/colorChip';
import { ScreenPage } from './parts/ScreenPage';
import { TaskCard } from './taskBoard/TaskCard';
import { useTaskStates } from './taskBoard/useTaskStates';

const TASKS = resourceNameFor(tasks.name);
const USERS = resourceNameFor(tasks.fields.assigneeId.target);

/** The server's reason for refusing a move (a full column, a stale version), as it words it. */
const refusalOf = (error: unknown): string => {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  return String(body?.errors?.status ?? body?.message ?? (error as Error).message);
};

/**
 * /tasksView (SPEC §2): the tasks in a column per status. A move is an edit of the task's status
 * with its version, so the server's rules (a column's limit) and a change made meanwhile refuse it
 * as they refuse the edit form; the board then shows the tasks as they are.
 */
const TaskBoard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const [moving, setMoving] = useState<string>();
  const [over, setOver] = useState<string>();
  const { columns, isPending: statesPending } = useTaskStates();
  const { canAccess: canMove = false } = useCanAccess({ resource: TASKS, action: 'edit' });
  const { data = [], isPending, isError, refetch } = useGetList(TASKS, { pagination: { page: 1, perPage: 500 }, sort: { field: 'dueDate', order: 'ASC' } });
  const assigneeIds = [...new Set(data.flatMap((task) => (task.assigneeId ? [String(task.assigneeId)] : [])))];
  const { data: people = [] } = useGetMany(USERS, { ids: assigneeIds }, { enabled: assigneeIds.length > 0 });
  const nameOf = (id: unknown) => {
    const person = people.find((user) => user.id === id);
    return person ? fullNameOf(person as never) : undefined;
  };
  const move = (task: RaRecord, status: string) => {
    if (status === task.status) return;
    const column = columns.find((candidate) => candidate.status === status);
    setMoving(String(task.id));
    update(
      TASKS,
      { id: task.id, data: { status, version: task.version }, previousData: task },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('screens.taskBoard.moved', { type: 'success', messageArgs: { title: task.title, status: column?.name ?? status } }),
        onError: (error) => {
          notify(refusalOf(error), { type: 'error' });
          void refetch();
        },
        onSettled: () => setMoving(undefined),
      },
    );
  };
  return (
    <ScreenPage name="taskBoard" isPending={isPending || statesPending} isError={isError}>
      <Box sx={{ display: 'grid', gridAutoFlow: { md: 'column' }, gridAutoColumns: { md: 'minmax(220px, 1fr)' }, gap: 2, overflowX: 'auto', pb: 1 }}>
        {columns.map((column) => {
          const cards = data.filter((task) => task.status === column.status);
          const heading = translate('screens.taskBoard.column', { name: column.name, smart_count: cards.length });
          return (
            <Box
              component="section"
              key={column.status}
              aria-label={heading}
              className="board-column"
              data-status={column.status}
              onDragOver={(event) => {
                if (!canMove || !event.dataTransfer.types.includes('text/task-id')) return;
                event.preventDefault();
                setOver(column.status);
              }}
              onDragLeave={() => setOver(undefined)}
              onDrop={(event) => {
                event.preventDefault();
                setOver(undefined);
                const task = data.find((candidate) => String(candidate.id) === event.dataTransfer.getData('text/task-id'));
                if (task) move(task, column.status);
              }}
              sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, minHeight: 200, outline: over === column.status ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'dashed' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {heading}
                </Typography>
                {column.color && <Chip size="small" color={chipColorOf(column.color)} label=" " aria-hidden sx={{ width: 16, height: 16 }} />}
                {column.limit !== undefined && (
                  <Typography variant="caption" color={cards.length >= column.limit ? 'error' : 'text.secondary'}>
                    {translate('screens.taskBoard.limit', { limit: column.limit })}
                  </Typography>
                )}
              </Box>
              <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
                {cards.map((task) => (
                  <TaskCard key={task.id} task={task} columns={columns} assignee={nameOf(task.assigneeId)} canMove={canMove} busy={moving === String(task.id)} onMove={move} />
                ))}
              </Box>
              {cards.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('screens.taskBoard.empty')}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </ScreenPage>
  );
};

export default TaskBoard;
