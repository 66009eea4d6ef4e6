import { useEffect } from 'react';
import { useStore } from 'react-admin';
import { SIDEBAR_RECENT_KEY } from '../preferences/sidebarPreferences';

/** How many entries the recent list keeps (the current one among them, and it is not shown). */
const KEPT = 6;

/** The sidebar entries opened last, newest first; the entry of the current page goes to the top. */
export const useRecentEntries = (currentKey: string | undefined): string[] => {
  const [recent, setRecent] = useStore<string[]>(SIDEBAR_RECENT_KEY, []);
  useEffect(() => {
    if (!currentKey || recent[0] === currentKey) return;
    setRecent([currentKey, ...recent.filter((key) => key !== currentKey)].slice(0, KEPT));
    // Only a move to another entry changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey]);
  return recent;
};
