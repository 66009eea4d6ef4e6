import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { memo, useEffect, useId } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { menuGroupKey } from '../i18n/keys';
import { groupExpandedKey, groupOpenedForPageKey } from '../preferences/sidebarPreferences';
import { useSidebarPreferences } from '../preferences/useSidebarPreferences';
import { pathsOfEntry } from './currentPath';
import { MenuEntryLink } from './MenuEntryLink';
import type { MenuEntry, MenuSection } from './menuSections';
import { useListPath } from './useListPath';
import { useVisibleEntries } from './useVisibleEntries';

/**
 * A titled, collapsible group of entries (a disclosure button over a named list of links); just a
 * divider when the sidebar is folded. Only what the user may list shows (the permissions of their
 * role); a group with nothing left is gone. The entry at `currentPath` is marked as the current page.
 *
 * The group of the current page opens by itself and folds again when the person moves to another
 * group, unless they opened or folded it by hand: then it stays as they left it (and the groups
 * the display settings name start open). So 180 links read as the one group at work.
 */
export const MenuGroup = memo(({ group, entries, currentPath }: MenuSection & { currentPath: string | undefined }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore(groupExpandedKey(group), useSidebarPreferences().startsExpanded(group));
  const [openedForPage, setOpenedForPage] = useStore(groupOpenedForPageKey(group), false);
  const visible = useVisibleEntries(entries);
  const label = translate(menuGroupKey(group), { _: group });
  const listId = useId();
  const listPath = useListPath();
  const holdsCurrent = currentPath !== undefined;
  useEffect(() => {
    if (holdsCurrent && !expanded) {
      setExpanded(true);
      setOpenedForPage(true);
    } else if (!holdsCurrent && openedForPage) {
      setExpanded(false);
      setOpenedForPage(false);
    }
    // Only a move into or out of the group opens or folds it, not the person's own toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holdsCurrent]);
  if (!visible || visible.length === 0) return null;
  const isCurrent = (entry: MenuEntry) => holdsCurrent && pathsOfEntry(entry, listPath).includes(currentPath);
  const toggle = () => {
    setExpanded(!expanded);
    setOpenedForPage(false);
  };
  return (
    <li>
      {sidebarOpen ? (
        <ListItemButton dense onClick={toggle} aria-expanded={expanded} aria-controls={listId} sx={{ mt: 1 }}>
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
          {visible.map(({ entry, allowed }) => (
            <MenuEntryLink key={pathsOfEntry(entry, listPath)[0]} entry={entry} allowed={allowed} current={isCurrent(entry)} />
          ))}
        </Box>
      </Collapse>
    </li>
  );
});
MenuGroup.displayName = 'MenuGroup';
