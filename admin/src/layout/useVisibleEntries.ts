import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { pageOfEntry, resourcesOfEntry, type MenuEntry } from './menuSections';

export interface VisibleEntry {
  entry: MenuEntry;
  /** What of the entry the user may open: its resources they may list, or its custom screen. */
  allowed: string[];
}

/**
 * The entries the user may open (the permissions of their role: a resource's `list`, a custom
 * screen's page `show`); undefined while the permissions are being read. The same array from one
 * page to the next, so that the entries (memo) redraw only when their `current` changes.
 */
export const useVisibleEntries = (entries: readonly MenuEntry[]): VisibleEntry[] | undefined => {
  const lists = useCanAccessResources({ action: 'list', resources: entries.flatMap(resourcesOfEntry) });
  const pages = useCanAccessResources({ action: 'show', resources: entries.flatMap(pageOfEntry) });
  return useMemo(() => {
    if (lists.isPending || pages.isPending || !lists.canAccess || !pages.canAccess) return undefined;
    const allowedOf = (entry: MenuEntry) =>
      entry.kind === 'page' ? pageOfEntry(entry).filter((name) => pages.canAccess?.[name]) : resourcesOfEntry(entry).filter((name) => lists.canAccess?.[name]);
    return entries.map((entry) => ({ entry, allowed: allowedOf(entry) })).filter(({ allowed }) => allowed.length > 0);
  }, [entries, lists.isPending, pages.isPending, lists.canAccess, pages.canAccess]);
};
