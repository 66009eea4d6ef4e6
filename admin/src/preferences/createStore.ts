import { localStorageStore, type Store } from 'react-admin';
import type { Locale } from './direction';
import { GROUP_EXPANDED_PREFIX, SIDEBAR_COLLAPSED_KEY, SIDEBAR_OPEN_KEY } from './sidebarPreferences';

const PREFERENCES_PREFIX = 'preferences.';

/** react-admin empties its store on sign-out; the user's display preferences are theirs to keep. */
const keepingPreferences = (store: Store): Store => ({
  ...store,
  reset: () => {
    for (const key of Object.keys(store.listItems?.() ?? {})) {
      if (!key.startsWith(PREFERENCES_PREFIX)) store.removeItem(key);
    }
  },
});

/**
 * react-admin keeps the locale in its store; the `dir` cookie is the source of truth, so the
 * store starts from the cookie's locale whatever an older session saved. The sidebar starts as
 * the display settings say: folded or not, and each group expanded or not (MenuGroup's default).
 */
export const createStore = (locale: Locale): Store => {
  const store = keepingPreferences(localStorageStore('1', 'Club'));
  store.setItem('locale', locale);
  if (store.getItem<boolean>(SIDEBAR_COLLAPSED_KEY, false)) store.setItem(SIDEBAR_OPEN_KEY, false);
  else store.removeItem(SIDEBAR_OPEN_KEY);
  store.removeItems(GROUP_EXPANDED_PREFIX);
  return store;
};
