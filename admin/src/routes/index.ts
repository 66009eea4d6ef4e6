import type { AppRoute } from './types';

/**
 * The route table is data: every `routes/{area}.ts` exports `routes: AppRoute[]` and is picked
 * up here, so a new page is one entry in its area's file and nothing else changes.
 */
const modules = import.meta.glob<readonly AppRoute[]>(['./*.ts', '!./index.ts', '!./types.ts'], {
  eager: true,
  import: 'routes',
});

export const APP_ROUTES: readonly AppRoute[] = Object.values(modules).flat();
