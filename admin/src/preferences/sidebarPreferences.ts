/**
 * What the sidebar shows when the app starts, kept in react-admin's store (localStorage) under
 * `preferences.`, which survives sign-out (see createStore).
 */
export const SIDEBAR_COLLAPSED_KEY = 'preferences.sidebar.collapsed';
/** The menu groups that start expanded besides the current page's; absent means none. */
export const SIDEBAR_EXPANDED_GROUPS_KEY = 'preferences.sidebar.expandedGroups';

/** react-admin's own key for the sidebar's open state. */
export const SIDEBAR_OPEN_KEY = 'sidebar.open';

/** MenuGroup's key for whether a group is expanded right now. */
export const groupExpandedKey = (group: string): string => `menu.${group}.expanded`;
/** Whether a group is open only because the current page is in it (it folds again when the person leaves). */
export const groupOpenedForPageKey = (group: string): string => `menu.${group}.openedForPage`;
export const GROUP_EXPANDED_PREFIX = 'menu.';

/** The sidebar entries the person pinned above the groups, and those they opened last (MenuGroup's `entryKey`). */
export const SIDEBAR_PINNED_KEY = 'preferences.sidebar.pinned';
export const SIDEBAR_RECENT_KEY = 'preferences.sidebar.recent';

export const startsExpanded = (expandedGroups: readonly string[] | undefined, group: string): boolean =>
  expandedGroups?.includes(group) ?? false;
