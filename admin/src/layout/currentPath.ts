import { MENU_SECTIONS, resourcesOfEntry, type MenuEntry } from './menuSections';

/** Whether the browser is at `path` or at a page under it (a list's record, its create form). */
const isAtOrUnder = (pathname: string, path: string): boolean => pathname === path || pathname.startsWith(`${path}/`);

/** The paths an entry leads to: its resources' lists (`listPath`), or its custom screen's own path. */
export const pathsOfEntry = (entry: MenuEntry, listPath: (resource: string) => string): string[] =>
  entry.kind === 'page' ? [entry.route] : resourcesOfEntry(entry).map(listPath);

/**
 * The sidebar path of the page the browser is on: the longest entry path it is at or under (a
 * custom screen's only when at it), so that one entry is current, and /hr/jobManagement/interview
 * marks its own entry, not job postings' /hr/jobManagement as well.
 */
export const currentMenuPath = (pathname: string, listPath: (resource: string) => string): string | undefined => {
  let current: string | undefined;
  for (const entry of MENU_SECTIONS.flatMap((section) => section.entries)) {
    for (const path of pathsOfEntry(entry, listPath)) {
      const matches = entry.kind === 'page' ? pathname === path : isAtOrUnder(pathname, path);
      if (matches && path.length > (current?.length ?? -1)) current = path;
    }
  }
  return current;
};
