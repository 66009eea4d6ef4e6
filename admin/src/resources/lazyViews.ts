import { preloadableLazy } from '../shell/preloadableLazy';

// The generic views load on first use, so the entry chunk does not grow with the resources.
export const LazyList = preloadableLazy(() => import('../views/GenericList').then((module) => ({ default: module.GenericList })));
export const LazyShow = preloadableLazy(() => import('../views/GenericShow').then((module) => ({ default: module.GenericShow })));
export const LazyEdit = preloadableLazy(() => import('../views/GenericEdit').then((module) => ({ default: module.GenericEdit })));
export const LazyCreate = preloadableLazy(() => import('../views/GenericCreate').then((module) => ({ default: module.GenericCreate })));
export const LazyImport = preloadableLazy(() => import('../imports/ImportPage').then((module) => ({ default: module.ImportPage })));
export const LazySingleton = preloadableLazy(() => import('../views/SingletonSettings').then((module) => ({ default: module.SingletonSettings })));

/**
 * A signed-in user's screens are mostly these: their code is asked for as the app starts, beside
 * the entry chunk's own work, so that the first screen and the first record or form opened later
 * draw without waiting on React's suspense.
 */
export const preloadGenericViews = () => {
  for (const view of [LazyList, LazyShow, LazyEdit, LazyCreate, LazySingleton]) view.preload().catch(() => undefined);
};
