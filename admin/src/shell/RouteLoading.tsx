import { useEffect } from 'react';
import { startRouteLoad } from './routeLoading';

/**
 * A Suspense fallback for lazy screens: it draws nothing itself and keeps the top progress bar
 * running for as long as it is mounted, i.e. while the screen's code loads.
 */
export const RouteLoading = () => {
  useEffect(() => startRouteLoad(), []);
  return null;
};
