import { createElement } from 'react';
import { RESOURCE_MANIFEST } from '../resources/manifest';
import type { AppRoute } from './types';

const page = (apiName: string, path: string, formKey?: string): AppRoute => ({
  path,
  layout: 'bare' as const,
  public: true,
  load: () => import('../pages/publicRecord/PublicRecordPage').then((m) => ({ default: () => createElement(m.PublicRecordPage, { apiName, formKey }) })),
});

/** Each resource's public page of one record (`publicPage` in its schema), and one per other form: open to anyone, no token. */
export const routes: AppRoute[] = RESOURCE_MANIFEST.flatMap((resource) =>
  resource.publicRoute
    ? [
        page(resource.name, [`${resource.publicRoute}/:id`, ...(resource.publicPathFields ?? []).map((field) => `:${field}`)].join('/')),
        ...Object.entries(resource.publicFormRoutes ?? {}).map(([key, route]) => page(resource.name, `${route}/:id`, key)),
      ]
    : [],
);
