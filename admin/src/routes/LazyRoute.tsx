import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RouteLoading } from '../shell/RouteLoading';
import { CurrentRouteContext } from '../shell/currentRoute';
import type { AppRoute } from './types';

/**
 * One lazy component per loader, not per route: routes that share a page (every dashboard) wait
 * for its code once. Each new lazy component suspends on its first draw even when its code is
 * there, and React then holds the page back ~300 ms (its throttle on revealing suspended content).
 */
const components = new WeakMap<AppRoute['load'], LazyExoticComponent<ComponentType>>();

/** The route's page, loaded on first render and kept for the next. */
export const LazyRoute = ({ route }: { route: AppRoute }) => {
  let Page = components.get(route.load);
  if (!Page) {
    Page = lazy(route.load);
    components.set(route.load, Page);
  }
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<RouteLoading />}>
        <Page key={route.path} />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
};
