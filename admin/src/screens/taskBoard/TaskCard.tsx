import { tasks } from '@club/schema/resources/tasks';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey } from '../../i18n/keys';
import { useFormats } from '../../i18n/useFormats';
import { resourceNameFor } from '../../resources/names';
import type { BoardColumn } from './useTaskStates';

/**
 * A task on the board: its title opening it, priority, assignee and due date. It is dragged to
 * another column, or moved with its "Move to" choice (the keyboard's way).
 */
export const TaskCard = ({ task, columns, assignee, canMove, busy, onMove, onDrag }: {
  task: RaRecord;
  columns: readonly BoardColumn[];
  assignee?: string;
  canMove: boolean;
  busy: boolean;
  onMove: (task: RaRecord, status: string) => void;
  /** The task is picked up (dragged) or put down (undefined). */
  onDrag?: (task: RaRecord | undefined) => void;
}) => {
  const formats = useFormats();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const titleId = useId();
  return (
    <Card
      component="li"
      variant="outlined"
      className="task-card"
      data-task-id={task.id}
      aria-labelledby={titleId}
      draggable={canMove && !busy}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/task-id', String(task.id));
        event.dataTransfer.effectAllowed = 'move';
        onDrag?.(task);
      }}
      onDragEnd={() => onDrag?.(undefined)}
      sx={{ listStyle: 'none', cursor: canMove ? 'grab' : 'default', opacity: busy ? 0.6 : 1 }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Link id={titleId} to={createPath({ resource: resourceNameFor(tasks.name), id: task.id, type: 'show' })} sx={{ fontWeight: 600 }} dir="auto">
          {task.title}
        </Link>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={translate(enumValueKey(tasks.name, 'priority', String(task.priority)))} />
          <Typography variant="caption" color="text.secondary">
            {assignee ?? translate('screens.taskBoard.unassigned')}
          </Typography>
          {task.dueDate ? (
            <Typography variant="caption" color="text.secondary">
              {formats.date(task.dueDate)}
            </Typography>
          ) : null}
        </Stack>
        {canMove && (
          <TextField
            select
            size="small"
            fullWidth
            margin="dense"
            label={translate('screens.taskBoard.moveTo')}
            value={String(task.status)}
            disabled={busy}
            onChange={(event) => onMove(task, event.target.value)}
            slotProps={{ htmlInput: { 'aria-describedby': titleId }, select: { className: 'task-move' } }}
          >
            {columns.map((column) => (
              <MenuItem key={column.status} value={column.status}>
                {column.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </CardContent>
    </Card>
  );
};
