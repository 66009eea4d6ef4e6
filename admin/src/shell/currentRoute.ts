import { createContext, useContext } from 'react';
import type { AppRoute } from '../routes/types';

/** The custom route a page is drawn for: one page component may serve several routes (every dashboard). */
export const CurrentRouteContext = createContext<AppRoute | undefined>(undefined);

export const useCurrentRoute = (): AppRoute => {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute is for pages drawn by LazyRoute');
  return route;
};
