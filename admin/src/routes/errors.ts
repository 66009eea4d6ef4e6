import type { AppRoute } from './types';

const statusPages = () => import('../pages/errors/statusPages');

/** SPEC §2: the error pages, public and without the layout. */
export const routes: AppRoute[] = [
  { path: '/401', layout: 'bare', public: true, load: () => statusPages().then((m) => ({ default: m.UnauthorizedPage })) },
  { path: '/403', layout: 'bare', public: true, load: () => statusPages().then((m) => ({ default: m.ForbiddenPage })) },
  { path: '/404', layout: 'bare', public: true, load: () => statusPages().then((m) => ({ default: m.NotFoundPage })) },
  { path: '/500', layout: 'bare', public: true, load: () => statusPages().then((m) => ({ default: m.ServerErrorPage })) },
  { path: '/503', layout: 'bare', public: true, load: () => statusPages().then((m) => ({ default: m.MaintenancePage })) },
  { path: '/errors/:error', layout: 'bare', public: true, load: () => statusPages().then((m) => ({ default: m.ErrorCodePage })) },
];
