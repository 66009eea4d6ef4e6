import { lazy, Suspense } from 'react';
import { RouteLoading } from '../../shell/RouteLoading';

// The error pages load when first shown: they bring react-admin's page title (and its editor)
// that no other part of the shell needs up front.
const ErrorPage = lazy(() => import('./ErrorPage').then((module) => ({ default: module.ErrorPage })));

/** <Admin catchAll>: an unknown address of a signed-in user, inside the layout. */
export const NotFoundInLayout = () => (
  <Suspense fallback={<RouteLoading />}>
    <ErrorPage status={404} inLayout />
  </Suspense>
);

/** <Admin accessDenied> and any screen the user's role may not open: 403 inside the layout. */
export const AccessDeniedInLayout = () => (
  <Suspense fallback={<RouteLoading />}>
    <ErrorPage status={403} inLayout />
  </Suspense>
);

/**
 * The layout's error boundary (a screen that crashed): the 500 page in minimal mode, without
 * buttons, because the sidebar is right there and moving to another address clears the error.
 * React itself logs the error.
 */
export const ScreenCrashed = () => (
  <Suspense fallback={<RouteLoading />}>
    <ErrorPage status={500} minimal inLayout />
  </Suspense>
);

/** A page outside the layout that failed to render, or an authentication that failed: the 500 page. */
export const ScreenFailed = () => (
  <Suspense fallback={<RouteLoading />}>
    <ErrorPage status={500} />
  </Suspense>
);
