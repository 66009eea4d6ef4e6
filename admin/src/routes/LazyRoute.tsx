import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RouteLoading } from '../shell/RouteLoading';
import type { AppRoute } from './types';

const components = new WeakMap<AppRoute, LazyExoticComponent<ComponentType>>();

/** The route's page, loaded on first render and kept for the next. */
export const LazyRoute = ({ route }: { route: AppRoute }) => {
  let Page = components.get(route);
  if (!Page) {
    Page = lazy(route.load);
    components.set(route, Page);
  }
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
};
