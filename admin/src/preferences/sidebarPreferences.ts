/**
 * What the sidebar shows when the app starts, kept in react-admin's store (localStorage) under
 * `preferences.`, which survives sign-out (see createStore).
 */
export const SIDEBAR_COLLAPSED_KEY = 'preferences.sidebar.collapsed';
/** The menu groups that start expanded; absent means all of them. */
export const SIDEBAR_EXPANDED_GROUPS_KEY = 'preferences.sidebar.expandedGroups';

/** react-admin's own key for the sidebar's open state. */
export const SIDEBAR_OPEN_KEY = 'sidebar.open';

/** MenuGroup's key for whether a group is expanded right now. */
export const groupExpandedKey = (group: string): string => `menu.${group}.expanded`;
export const GROUP_EXPANDED_PREFIX = 'menu.';

export const startsExpanded = (expandedGroups: readonly string[] | undefined, group: string): boolean =>
  expandedGroups === undefined || expandedGroups.includes(group);
