import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useStore, useTranslate } from 'react-admin';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SidebarLinksContext } from './sidebarLinks';
import { currentMenuPlace } from './currentPath';
import { useListPath } from './useListPath';
import { entryKey, MENU_SECTIONS } from './menuSections';
import { MenuGroup } from './MenuGroup';
import { ShortcutSection } from './ShortcutSection';
import { sidebarLinkStyles } from './sidebarLinkStyles';
import { useRecentEntries } from './useRecentEntries';
import { useRevealCurrentLink } from './useRevealCurrentLink';
import { SIDEBAR_PINNED_KEY } from '../preferences/sidebarPreferences';

// The saved views load after the sidebar draws: their code is not the entry's.
const SavedViewsSection = lazy(() => import('../savedViews/SavedViewsSection').then((module) => ({ default: module.SavedViewsSection })));

/** How many recent screens the sidebar lists. */
const RECENT_SHOWN = 5;

/**
 * The sidebar: navigation (not an application menu), a list of groups, each a disclosure button
 * over its list of links, grouped by the schema's menu groups.
 */
export const ClubMenu = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const current = currentMenuPlace(pathname, useListPath());
  const currentKey = current && entryKey(current.entry);
  const [pinned] = useStore<string[]>(SIDEBAR_PINNED_KEY, []);
  const recent = useRecentEntries(currentKey);
  // The same array while the lists stay the same, so that the section (memo) is not drawn again.
  const recentShown = useMemo(() => recent.filter((key) => key !== currentKey && !pinned.includes(key)), [recent, currentKey, pinned]);
  const nav = useRef<HTMLElement>(null);
  useRevealCurrentLink(nav, current?.path);
  const { breakpoints } = useTheme();
  // The router's navigate changes with the location; the links get one function that calls the latest.
  const navigate = useNavigate();
  const latest = useRef({ navigate, setOpen, phone: breakpoints.down('md') });
  useEffect(() => {
    latest.current = { navigate, setOpen, phone: breakpoints.down('md') };
  });
  const follow = useCallback((to: string) => {
    latest.current.navigate(to, { state: { _scrollToTop: true } });
    // On a phone, following a link folds the sidebar away (asked at the click, not watched).
    if (window.matchMedia(latest.current.phone.replace(/^@media\s*/, '')).matches) latest.current.setOpen(false);
  }, []);
  const links = useMemo(() => ({ follow, open }), [follow, open]);
  return (
    <SidebarLinksContext.Provider value={links}>
      <Box
        component="nav"
        ref={nav}
        aria-label={translate('menu.label')}
        className="club-menu"
        sx={[{ width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH, pb: 2 }, sidebarLinkStyles]}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <ShortcutSection label={translate('menu.pinned')} keys={pinned} limit={pinned.length} />
          <Suspense fallback={null}>
            <SavedViewsSection />
          </Suspense>
          <ShortcutSection label={translate('menu.recent')} keys={recentShown} limit={RECENT_SHOWN} />
          {MENU_SECTIONS.map((section) => (
            // Only the group holding the current page is told its path: the others (memo) stay as they are.
            <MenuGroup key={section.group} {...section} currentPath={current?.group === section.group ? current.path : undefined} />
          ))}
        </Box>
      </Box>
    </SidebarLinksContext.Provider>
  );
};
