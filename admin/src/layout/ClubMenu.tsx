import Box from '@mui/material/Box';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { currentMenuPath } from './currentPath';
import { useListPath } from './useListPath';
import { MENU_SECTIONS } from './menuSections';
import { MenuGroup } from './MenuGroup';

/**
 * The sidebar: navigation (not an application menu), a list of groups, each a disclosure button
 * over its list of links, grouped by the schema's menu groups.
 */
export const ClubMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const currentPath = currentMenuPath(pathname, useListPath());
  return (
    <Box component="nav" aria-label={translate('menu.label')} className="club-menu" sx={{ width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH, pb: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {MENU_SECTIONS.map((section) => (
          <MenuGroup key={section.group} {...section} currentPath={currentPath} />
        ))}
      </Box>
    </Box>
  );
};
