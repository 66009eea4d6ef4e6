import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { menuGroupKey } from '../i18n/keys';
import { useSidebarPreferences } from '../preferences/useSidebarPreferences';
import type { MenuSection } from './menuSections';

/** A titled, collapsible group of resource entries; just a divider when the sidebar is folded. */
export const MenuGroup = ({ group, resources }: MenuSection) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore(`menu.${group}.expanded`, useSidebarPreferences().startsExpanded(group));
  return (
    <>
      {sidebarOpen ? (
        <ListItemButton dense onClick={() => setExpanded(!expanded)} aria-expanded={expanded} sx={{ mt: 1 }}>
          <ListItemText
            primary={translate(menuGroupKey(group), { _: group })}
            slotProps={{ primary: { variant: 'overline', color: 'text.secondary', sx: { lineHeight: 1.5 } } }}
          />
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      ) : (
        <Divider />
      )}
      <Collapse in={expanded || !sidebarOpen} timeout="auto">
        {resources.map((name) => (
          <Menu.ResourceItem key={name} name={name} />
        ))}
      </Collapse>
    </>
  );
};
