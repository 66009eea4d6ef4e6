import { useCallback } from 'react';
import { useSidebarState, useStore, useStoreContext } from 'react-admin';
import {
  groupExpandedKey,
  SIDEBAR_COLLAPSED_KEY,
  SIDEBAR_EXPANDED_GROUPS_KEY,
  startsExpanded as groupStartsExpanded,
} from './sidebarPreferences';

export interface SidebarPreferences {
  collapsedByDefault: boolean;
  /** The groups that start expanded besides the current page's; undefined means none. */
  expandedGroups: readonly string[] | undefined;
  /** Whether a menu group is expanded when the app starts. */
  startsExpanded: (group: string) => boolean;
  setCollapsedByDefault: (collapsed: boolean) => void;
  setExpandedGroups: (groups: readonly string[], allGroups: readonly string[]) => void;
}

/**
 * The display settings of the sidebar. Each change also applies at once, so the user sees what
 * the next start will look like.
 */
export const useSidebarPreferences = (): SidebarPreferences => {
  const store = useStoreContext();
  const [collapsedByDefault, setCollapsed] = useStore<boolean>(SIDEBAR_COLLAPSED_KEY, false);
  const [expandedGroups, setGroups] = useStore<string[] | undefined>(SIDEBAR_EXPANDED_GROUPS_KEY);
  const [, setSidebarOpen] = useSidebarState();

  const startsExpanded = useCallback((group: string) => groupStartsExpanded(expandedGroups, group), [expandedGroups]);

  const setCollapsedByDefault = useCallback(
    (collapsed: boolean) => {
      setCollapsed(collapsed);
      setSidebarOpen(!collapsed);
    },
    [setCollapsed, setSidebarOpen],
  );

  const setExpandedGroups = useCallback(
    (groups: readonly string[], allGroups: readonly string[]) => {
      setGroups([...groups]);
      for (const group of allGroups) store.setItem(groupExpandedKey(group), groups.includes(group));
    },
    [setGroups, store],
  );

  return { collapsedByDefault, expandedGroups, startsExpanded, setCollapsedByDefault, setExpandedGroups };
};
