import { createElement } from 'react';
import { RESOURCE_MANIFEST } from '../resources/manifest';
import type { AppRoute } from './types';

/** Each resource's public page of one record (`publicPage` in its schema): open to anyone, no token. */
export const routes: AppRoute[] = RESOURCE_MANIFEST.flatMap((resource) =>
  resource.publicRoute
    ? [
        {
          path: [`${resource.publicRoute}/:id`, ...(resource.publicPathFields ?? []).map((field) => `:${field}`)].join('/'),
          layout: 'bare' as const,
          public: true,
          load: () => import('../pages/publicRecord/PublicRecordPage').then((m) => ({ default: () => createElement(m.PublicRecordPage, { apiName: resource.name }) })),
        },
      ]
    : [],
);
