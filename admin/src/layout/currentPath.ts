import type { MenuGroup } from '@club/schema';
import { MENU_SECTIONS, resourcesOfEntry, type MenuEntry } from './menuSections';

/** Whether the browser is at `path` or at a page under it (a list's record, its create form). */
const isAtOrUnder = (pathname: string, path: string): boolean => pathname === path || pathname.startsWith(`${path}/`);

/** The paths an entry leads to: its resources' lists (`listPath`), or its custom screen's own path. */
export const pathsOfEntry = (entry: MenuEntry, listPath: (resource: string) => string): string[] =>
  entry.kind === 'page' ? [entry.route] : resourcesOfEntry(entry).map(listPath);

/** Where the page the browser is on sits in the sidebar: an entry's path and its group. */
export interface MenuPlace {
  group: MenuGroup;
  path: string;
  entry: MenuEntry;
}

/**
 * The sidebar place of the page the browser is on: the longest entry path it is at or under (a
 * custom screen's only when at it), so that one entry is current, and /hr/jobManagement/interview
 * marks its own entry, not job postings' /hr/jobManagement as well.
 */
export const currentMenuPlace = (pathname: string, listPath: (resource: string) => string): MenuPlace | undefined => {
  let current: MenuPlace | undefined;
  for (const { group, entries } of MENU_SECTIONS) {
    for (const entry of entries) {
      for (const path of pathsOfEntry(entry, listPath)) {
        const matches = entry.kind === 'page' ? pathname === path : isAtOrUnder(pathname, path);
        if (matches && path.length > (current?.path.length ?? -1)) current = { group, path, entry };
      }
    }
  }
  return current;
};
