import { taskPriorities } from '@club/schema/resources/taskPriorities';
import { taskStates } from '@club/schema/resources/taskStates';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useCanAccess, useCreatePath, useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { enumValueKey, fieldLabelKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { chipColorOf } from './parts/colorChip';
import { ScreenPage } from './parts/ScreenPage';

/** One settings table: a row per value of the tasks' enum (the server keeps one each, `rows`), opening its edit form. */
const SettingsTable = ({ apiName, keyField, values, rows, extra, heading }: { apiName: string; keyField: string; values: readonly string[]; rows: readonly RaRecord[]; extra: string; heading: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const resource = resourceNameFor(apiName);
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const label = (field: string) => translate(fieldLabelKey(apiName, field));
  return (
    <Box component="section" aria-labelledby={`${apiName}-heading`} sx={{ flex: '1 1 420px' }}>
      <Typography id={`${apiName}-heading`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Paper variant="outlined">
        <Table size="small" aria-labelledby={`${apiName}-heading`} className={`settings-${apiName}`}>
          <TableHead>
            <TableRow>
              <TableCell>{label(keyField)}</TableCell>
              <TableCell>{label(locale === 'ar' ? 'nameAr' : 'name')}</TableCell>
              <TableCell>{label(extra)}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {values.map((value) => {
              const row = rows.find((candidate) => candidate[keyField] === value);
              return (
                <TableRow key={value}>
                  <TableCell>{translate(enumValueKey(apiName, keyField, value))}</TableCell>
                  <TableCell>
                    <Chip size="small" color={chipColorOf(row?.color)} label={String((locale === 'ar' ? row?.nameAr : row?.name) || translate(enumValueKey(apiName, keyField, value)))} />
                  </TableCell>
                  <TableCell>{row?.[extra] ?? '—'}</TableCell>
                  <TableCell align="right">
                    {row && canEdit ? (
                      <Link to={createPath({ resource, id: row.id, type: 'edit' })} aria-label={`${translate('screens.taskSettings.edit')}: ${translate(enumValueKey(apiName, keyField, value))}`}>
                        {translate('screens.taskSettings.edit')}
                      </Link>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
};

/** /tasks/settings (SPEC §2): the task states and priorities, edited together. */
const TaskSettings = () => {
  const translate = useTranslate();
  const query = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const } };
  const states = useGetList(resourceNameFor(taskStates.name), query);
  const priorities = useGetList(resourceNameFor(taskPriorities.name), query);
  return (
    <ScreenPage name="taskSettings" isPending={states.isPending || priorities.isPending} isError={states.isError || priorities.isError}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <SettingsTable apiName={taskStates.name} keyField="status" values={taskStates.fields.status.values} rows={states.data ?? []} extra="wipLimit" heading={translate('screens.taskSettings.states')} />
        <SettingsTable
          apiName={taskPriorities.name}
          keyField="priority"
          values={taskPriorities.fields.priority.values}
          rows={priorities.data ?? []}
          extra="responseDays"
          heading={translate('screens.taskSettings.priorities')}
        />
      </Box>
    </ScreenPage>
  );
};

export default TaskSettings;
