import { tasks } from '@club/schema/resources/tasks';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';
import { TaskColumn } from './taskBoard/TaskColumn';
import { useTaskStates } from './taskBoard/useTaskStates';

const TASKS = resourceNameFor(tasks.name);

/** The server's reason for refusing a move (a full column, a stale version), as it words it. */
const refusalOf = (error: unknown): string => {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  return String(body?.errors?.status ?? body?.message ?? (error as Error).message);
};

/**
 * /tasksView (SPEC §2): the tasks in a column per status, each paging its own (none cut at any
 * count). A move is an edit of the task's status with its version, so the server's rules (a
 * column's limit) and a change made meanwhile refuse it as they refuse the edit form; the board
 * then shows the tasks as they are.
 */
const TaskBoard = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const [moving, setMoving] = useState<string>();
  const [dragged, setDragged] = useState<RaRecord>();
  const { columns, isPending: statesPending } = useTaskStates();
  const { canAccess: canMove = false } = useCanAccess({ resource: TASKS, action: 'edit' });
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
        onError: (error) => notify(refusalOf(error), { type: 'error' }),
        // Each column reads its tasks again: the task leaves one and joins the other (or stays, refused).
        onSettled: () => {
          setMoving(undefined);
          refresh();
        },
      },
    );
  };
  return (
    <ScreenPage name="taskBoard" isPending={statesPending} isError={false}>
      <Box sx={{ display: 'grid', gridAutoFlow: { md: 'column' }, gridAutoColumns: { md: 'minmax(220px, 1fr)' }, gap: 2, overflowX: 'auto', pb: 1, alignItems: 'start' }}>
        {columns.map((column) => (
          <TaskColumn key={column.status} column={column} columns={columns} canMove={canMove} moving={moving} dragged={dragged} onDrag={setDragged} onMove={move} />
        ))}
      </Box>
    </ScreenPage>
  );
};

export default TaskBoard;
