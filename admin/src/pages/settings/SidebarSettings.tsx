import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';
import { menuGroupKey } from '../../i18n/keys';
import { MENU_SECTIONS } from '../../layout/menuSections';
import { useSidebarPreferences } from '../../preferences/useSidebarPreferences';

const GROUPS = MENU_SECTIONS.map((section) => section.group as string);

/** What the sidebar shows at start: folded or not, and which groups are open. */
export const SidebarSettings = () => {
  const translate = useTranslate();
  const { collapsedByDefault, startsExpanded, setCollapsedByDefault, setExpandedGroups } = useSidebarPreferences();
  const expanded = GROUPS.filter(startsExpanded);
  const toggle = (group: string, open: boolean) =>
    setExpandedGroups(open ? [...expanded, group] : expanded.filter((name) => name !== group), GROUPS);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={collapsedByDefault} onChange={(event) => setCollapsedByDefault(event.target.checked)} />}
        label={translate('app.settings.display.sidebarCollapsed')}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {translate('app.settings.display.expandedGroups')}
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mb: 1 }}>{translate('app.settings.display.expandedGroupsHelp')}</FormHelperText>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {GROUPS.map((group) => (
            <FormControlLabel
              key={group}
              control={<Checkbox size="small" checked={startsExpanded(group)} onChange={(event) => toggle(group, event.target.checked)} />}
              label={translate(menuGroupKey(group), { _: group })}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
};
