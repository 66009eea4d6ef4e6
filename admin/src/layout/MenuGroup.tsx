import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { memo, useId, useMemo } from 'react';
import { useCanAccessResources, useSidebarState, useStore, useTranslate } from 'react-admin';
import { menuGroupKey } from '../i18n/keys';
import { pathsOfEntry } from './currentPath';
import { useListPath } from './useListPath';
import { useSidebarPreferences } from '../preferences/useSidebarPreferences';
import { pageOfEntry, resourcesOfEntry, type MenuEntry, type MenuSection } from './menuSections';
import { PageMenuItem } from './PageMenuItem';
import { ResourceMenuLink } from './ResourceMenuLink';
import { ScreenMenuItem } from './ScreenMenuItem';

/**
 * A titled, collapsible group of entries (a disclosure button over a named list of links); just a
 * divider when the sidebar is folded. Only what the user may list shows (the permissions of their
 * role); a group with nothing left is gone. The entry at `currentPath` is marked as the current page.
 */
export const MenuGroup = memo(({ group, entries, currentPath }: MenuSection & { currentPath: string | undefined }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore(`menu.${group}.expanded`, useSidebarPreferences().startsExpanded(group));
  const lists = useCanAccessResources({ action: 'list', resources: entries.flatMap(resourcesOfEntry) });
  // A custom screen opens with its page's `show` permission.
  const pages = useCanAccessResources({ action: 'show', resources: entries.flatMap(pageOfEntry) });
  const label = translate(menuGroupKey(group), { _: group });
  const listId = useId();
  const listPath = useListPath();
  // The same arrays from one page to the next, so that the entries (memo) redraw only when their `current` changes.
  const visible = useMemo(() => {
    const allowedOf = (entry: MenuEntry) =>
      entry.kind === 'page' ? pageOfEntry(entry).filter((name) => pages.canAccess?.[name]) : resourcesOfEntry(entry).filter((name) => lists.canAccess?.[name]);
    return entries.map((entry) => ({ entry, allowed: allowedOf(entry) })).filter(({ allowed }) => allowed.length > 0);
  }, [entries, lists.canAccess, pages.canAccess]);
  if (lists.isPending || pages.isPending || !lists.canAccess || !pages.canAccess) return null;
  const isCurrent = (entry: MenuEntry) => currentPath !== undefined && pathsOfEntry(entry, listPath).includes(currentPath);
  if (visible.length === 0) return null;
  return (
    <li>
      {sidebarOpen ? (
        <ListItemButton dense onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={listId} sx={{ mt: 1 }}>
          <ListItemText
            primary={label}
            slotProps={{ primary: { variant: 'overline', color: 'text.secondary', sx: { lineHeight: 1.5 } } }}
          />
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      ) : (
        <Divider />
      )}
      {/* A named group, so a screen reader says which section an entry belongs to. */}
      <Collapse in={expanded || !sidebarOpen} timeout="auto" id={listId} role="group" aria-label={label}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {visible.map(({ entry, allowed }) =>
            entry.kind === 'resource' ? (
              <ResourceMenuLink key={entry.name} name={entry.name} current={isCurrent(entry)} />
            ) : entry.kind === 'page' ? (
              <PageMenuItem key={entry.name} name={entry.name} route={entry.route} current={isCurrent(entry)} />
            ) : (
              <ScreenMenuItem key={entry.screen} screen={entry.screen} resources={allowed} current={isCurrent(entry)} />
            ),
          )}
        </Box>
      </Collapse>
    </li>
  );
});
