import { tasks } from '@club/schema/resources/tasks';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { ScreenPage } from './parts/ScreenPage';
import { CountTable, type CountRow } from './taskReport/CountTable';
import { useCounts } from './taskReport/useCounts';

const BREAKDOWNS = ['status', 'priority'] as const;

/** /tasks/report (SPEC §2 Tasks): every task counted by status and by priority, each value linking to its list. */
const TaskReport = () => {
  const translate = useTranslate();
  const list = resourceNameFor(tasks.name);
  const status = useCounts(tasks.name, 'status', tasks.fields.status.values);
  const priority = useCounts(tasks.name, 'priority', tasks.fields.priority.values);
  const results = { status, priority };
  const rowsOf = (field: (typeof BREAKDOWNS)[number]): CountRow[] =>
    tasks.fields[field].values.map((value, index) => ({
      value,
      label: translate(enumValueKey(tasks.name, field, value), { _: value }),
      count: results[field].counts[index] ?? 0,
      href: `/${list}?${new URLSearchParams({ [field]: value })}`,
    }));
  return (
    <ScreenPage name="taskReport" isPending={status.isPending || priority.isPending} isError={status.isError || priority.isError}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {BREAKDOWNS.map((field) => (
          <CountTable key={field} id={`task-report-${field}`} heading={translate(`screens.taskReport.${field === 'status' ? 'byStatus' : 'byPriority'}`)} rows={rowsOf(field)} />
        ))}
      </Box>
    </ScreenPage>
  );
};

export default TaskReport;
