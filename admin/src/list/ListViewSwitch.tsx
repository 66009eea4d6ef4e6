import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TableRows from '@mui/icons-material/TableRows';
import { useTranslate } from 'react-admin';
import { useSchemaResource } from '../resources/useSchemaResource';
import { useListView } from '../views/useListView';

const TABLE = 'table';

/**
 * Table, calendar, board…: the views of the list's records that apply to its resource, the chosen
 * one kept in the URL. Absent when the table is the only one. Below the small breakpoint the
 * buttons keep only their icons (their names stay theirs).
 */
export const ListViewSwitch = () => {
  const translate = useTranslate();
  const { views, current, choose } = useListView(useSchemaResource());
  if (views.length === 0) return null;
  const choices = [{ name: TABLE, icon: <TableRows fontSize="small" /> }, ...views];
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current?.name ?? TABLE}
      onChange={(_, name: string | null) => name && choose(name === TABLE ? undefined : name)}
      aria-label={translate('app.listViews.label')}
      className="list-view-switch"
    >
      {choices.map(({ name, icon }) => {
        const label = translate(`app.listViews.${name}`);
        return (
          <ToggleButton key={name} value={name} aria-label={label} sx={{ gap: 0.5, py: 0.25 }}>
            {icon}
            <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {label}
            </Box>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
};
