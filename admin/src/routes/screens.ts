import type { ComponentType } from 'react';
import { SCREEN_MANIFEST } from '../resources/manifest';
import { screenTitleKey } from '../i18n/keys';
import type { AppRoute } from './types';

type Loader = () => Promise<{ default: ComponentType }>;

// A declared screen's page is `screens/{name}.tsx` (default export), found by name and loaded on first use.
const loaders = new Map<string, Loader>(
  Object.entries(import.meta.glob<{ default: ComponentType }>('../screens/*.tsx')).map(([path, load]) => [
    /([^/]+)\.tsx$/.exec(path)![1]!,
    load as Loader,
  ]),
);

/**
 * A dashboard without a page of its own: the generic one, which draws what the API computes for
 * the screen of its route. One loader for all of them, so that their page loads once.
 */
const loadDashboard: Loader = () => import('../dashboards/DashboardRoute').then(({ DashboardRoute }) => ({ default: DashboardRoute }));

const missing = (name: string): Loader => () =>
  Promise.reject(new Error(`schema/src/screens/${name}.ts declares a screen without its page: add admin/src/screens/${name}.tsx`));

/** The custom screens of schema/src/screens/, inside the shell, each under its page permission. */
export const routes: AppRoute[] = SCREEN_MANIFEST.map((screen) => ({
  // A screen may have pages of its own under its path (the help centre's articles); a dashboard
  // has none, and must leave the resources under its path (/Visits/Invitation) to them.
  path: screen.dashboard ? screen.route : `${screen.route}/*`,
  layout: 'app',
  title: screenTitleKey(screen.name),
  page: screen.name,
  load: loaders.get(screen.name) ?? (screen.dashboard ? loadDashboard : missing(screen.name)),
}));
