import Box from '@mui/material/Box';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useTranslate } from 'react-admin';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FollowLinkContext } from './followLink';
import { currentMenuPlace } from './currentPath';
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
  const current = currentMenuPlace(pathname, useListPath());
  // The router's navigate changes with the location; the links get one function that calls the latest.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  });
  const follow = useCallback((to: string) => latestNavigate.current(to, { state: { _scrollToTop: true } }), []);
  return (
    <FollowLinkContext.Provider value={follow}>
      <Box component="nav" aria-label={translate('menu.label')} className="club-menu" sx={{ width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH, pb: 2 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {MENU_SECTIONS.map((section) => (
            // Only the group holding the current page is told its path: the others (memo) stay as they are.
            <MenuGroup key={section.group} {...section} currentPath={current?.group === section.group ? current.path : undefined} />
          ))}
        </Box>
      </Box>
    </FollowLinkContext.Provider>
  );
};
