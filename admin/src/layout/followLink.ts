import { createContext, useContext, type MouseEvent } from 'react';

/**
 * Follows a sidebar link inside the app. Given by the sidebar as one function for its whole life,
 * so that its links need not read the location (a router link does, and redrew all ~180 of them
 * on every move to another page).
 */
export const FollowLinkContext = createContext<(to: string) => void>(() => undefined);

export const useFollowLink = () => useContext(FollowLinkContext);

/** A plain left click is the app's to follow; with a modifier key or another button the browser does what it does with a link (a new tab, a new window). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
