import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useSchemaResource } from '../resources/useSchemaResource';
import { columnChoicesOf } from './listColumns';
import { useListColumns } from './useListColumns';
import { savedViewsText } from './texts';

/**
 * The list's columns, each a checkbox item of a menu (arrow keys, Space or Enter): the choice is
 * kept on this device and in a view saved from the list. The last column shown stays.
 */
export const ColumnChooser = () => {
  const translate = useTranslate();
  const schema = useSchemaResource();
  const { columns, chosen, setChosen } = useListColumns(schema);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choices = columnChoicesOf(schema);
  const toggle = (name: string) => {
    const next = columns.includes(name) ? columns.filter((column) => column !== name) : choices.filter((column) => column === name || columns.includes(column));
    if (next.length > 0) setChosen(next);
  };
  return (
    <>
      <Button
        label={savedViewsText(translate, 'columns')}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        className="column-chooser"
      >
        <ViewColumn />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': savedViewsText(translate, 'columnsMenu'), dense: true } }}>
        {choices.map((name) => {
          const shown = columns.includes(name);
          return (
            <MenuItem key={name} role="menuitemcheckbox" aria-checked={shown} aria-disabled={shown && columns.length === 1} onClick={() => toggle(name)}>
              <ListItemIcon>
                {shown ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={translate(`resources.${schema.apiName}.fields.${name}`, { _: name })} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem disabled={chosen === undefined} onClick={() => setChosen(undefined)}>
          {savedViewsText(translate, 'columnsReset')}
        </MenuItem>
      </Menu>
    </>
  );
};
