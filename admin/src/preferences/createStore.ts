import { localStorageStore, type Store } from 'react-admin';
import type { Locale } from './direction';

/**
 * react-admin keeps the locale in its store; the `dir` cookie is the source of truth,
 * so the store starts from the cookie's locale whatever an older session saved.
 */
export const createStore = (locale: Locale): Store => {
  const store = localStorageStore('1', 'Club');
  store.setItem('locale', locale);
  return store;
};
