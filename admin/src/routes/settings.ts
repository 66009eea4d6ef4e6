import type { ComponentType } from 'react';
import { SETTINGS_PATH, type SettingsSectionName } from '../pages/settings/sections';
import type { AppRoute } from './types';

const page = (load: () => Promise<ComponentType>) => () => load().then((component) => ({ default: component }));

const PAGES: Record<SettingsSectionName, () => Promise<{ default: ComponentType }>> = {
  account: page(() => import('../pages/settings/AccountPage').then((m) => m.AccountPage)),
  appearance: page(() => import('../pages/settings/AppearancePage').then((m) => m.AppearancePage)),
  display: page(() => import('../pages/settings/DisplayPage').then((m) => m.DisplayPage)),
  notifications: page(() => import('../pages/settings/NotificationsPage').then((m) => m.NotificationsPage)),
};

/** /settings and its four sections (SPEC §2), inside the shell. */
export const routes: AppRoute[] = [
  { path: SETTINGS_PATH, layout: 'app', title: 'app.settings.title', load: page(() => import('../pages/settings/SettingsIndexPage').then((m) => m.SettingsIndexPage)) },
  ...Object.entries(PAGES).map(([name, load]) => ({
    path: `${SETTINGS_PATH}/${name}`,
    layout: 'app' as const,
    title: `app.settings.${name}.pageTitle`,
    load,
  })),
];
