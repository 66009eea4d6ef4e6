import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SETTINGS_SECTIONS, sectionTitleKey, type SettingsSectionName } from './sections';

/** The section nav every settings page shares: a column beside the page, a row above it on phones. */
export const SettingsNav = ({ current }: { current?: SettingsSectionName }) => {
  const translate = useTranslate();
  return (
    <List
      component="nav"
      aria-label={translate('app.settings.sections')}
      dense
      sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5, overflowX: 'auto', p: 0 }}
    >
      {SETTINGS_SECTIONS.map(({ name, path, icon: Icon }) => (
        <ListItemButton
          key={name}
          component={Link}
          to={path}
          selected={name === current}
          aria-current={name === current ? 'page' : undefined}
          sx={{ borderRadius: 1.5, flex: { xs: '0 0 auto', md: 'initial' } }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate(sectionTitleKey(name))} slotProps={{ primary: { noWrap: true } }} />
        </ListItemButton>
      ))}
    </List>
  );
};
