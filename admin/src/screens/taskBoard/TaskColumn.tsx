import { tasks } from '@club/schema/resources/tasks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { fullNameOf } from '../../auth/identity';
import { resourceNameFor } from '../../resources/names';
import { ShowMoreButton } from '../../views/board/ShowMoreButton';
import { useColumnRecords } from '../../views/board/useColumnRecords';
import { chipColorOf } from '../parts/colorChip';
import { TaskCard } from './TaskCard';
import type { BoardColumn } from './useTaskStates';

const TASKS = resourceNameFor(tasks.name);
const USERS = resourceNameFor(tasks.fields.assigneeId.target);
const SORT = { field: 'dueDate', order: 'ASC' } as const;

/**
 * One status's tasks, a page at a time ("Show more"): its count and limit are of all its tasks,
 * not of those shown. A task dragged from another column drops here as a move to this status.
 */
export const TaskColumn = ({ column, columns, canMove, moving, dragged, onDrag, onMove }: {
  column: BoardColumn;
  columns: readonly BoardColumn[];
  canMove: boolean;
  moving: string | undefined;
  dragged: RaRecord | undefined;
  onDrag: (task: RaRecord | undefined) => void;
  onMove: (task: RaRecord, status: string) => void;
}) => {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const { records, total, isPending, isError, hasMore, showMore, isFetchingMore } = useColumnRecords(TASKS, { status: column.status }, SORT);
  const assigneeIds = [...new Set(records.flatMap((task) => (task.assigneeId ? [String(task.assigneeId)] : [])))];
  const { data: people = [] } = useGetMany(USERS, { ids: assigneeIds }, { enabled: assigneeIds.length > 0 });
  const nameOf = (id: unknown) => {
    const person = people.find((user) => user.id === id);
    return person ? fullNameOf(person as never) : undefined;
  };
  const heading = translate('screens.taskBoard.column', { name: column.name, smart_count: total });
  return (
    <Box
      component="section"
      aria-label={heading}
      className="board-column"
      data-status={column.status}
      onDragOver={(event) => {
        if (!canMove || !event.dataTransfer.types.includes('text/task-id')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (dragged && String(dragged.id) === event.dataTransfer.getData('text/task-id')) onMove(dragged, column.status);
      }}
      sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'action.hover', borderRadius: 1, p: 1, minHeight: 200, outline: over ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'dashed' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        {column.color && <Chip size="small" color={chipColorOf(column.color)} label=" " aria-hidden sx={{ width: 16, height: 16 }} />}
        {column.limit !== undefined && (
          <Typography variant="caption" color={total >= column.limit ? 'error' : 'text.secondary'}>
            {translate('screens.taskBoard.limit', { limit: column.limit })}
          </Typography>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {records.map((task) => (
          <TaskCard key={task.id} task={task} columns={columns} assignee={nameOf(task.assigneeId)} canMove={canMove} busy={moving === String(task.id)} onMove={onMove} onDrag={onDrag} />
        ))}
      </Box>
      {isError && <Alert severity="error">{translate('screens.taskBoard.loadFailed')}</Alert>}
      {!isPending && !isError && total === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('screens.taskBoard.empty')}
        </Typography>
      )}
      {hasMore && <ShowMoreButton left={total - records.length} loading={isFetchingMore} onClick={showMore} />}
    </Box>
  );
};
