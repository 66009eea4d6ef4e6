import { createContext, useContext, type MouseEvent } from 'react';

/**
 * What every sidebar link needs from the sidebar, given once by it: a function that follows a link
 * inside the app (a router link reads the location, and redrew all ~180 of them on every move to
 * another page) and whether the sidebar is open or folded to icons. The value changes only when
 * the sidebar opens or folds.
 */
export interface SidebarLinks {
  follow: (to: string) => void;
  open: boolean;
}

export const SidebarLinksContext = createContext<SidebarLinks>({ follow: () => undefined, open: true });

export const useSidebarLinks = () => useContext(SidebarLinksContext);

/** A plain left click is the app's to follow; with a modifier key or another button the browser does what it does with a link (a new tab, a new window). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
