import type { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's list, create, edit and show views wait while the cached access check under
 * ['auth', 'canAccess', {action, resource}] is pending (useIsAuthPending), yet that entry belongs to
 * other components (a list's create button asks the same question). When such a component leaves
 * mid-check, react-query reverts the entry to "pending, never fetched" (the check reads its abort
 * signal), and a view opened next waits on it for good: /users/create showed "Loading" after the
 * users list. Our checks answer from the session at once, so an entry left that way is run again.
 */
export const settleAccessChecks = (client: QueryClient) =>
  client.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] !== 'auth' || query.queryKey[1] !== 'canAccess') return;
    queueMicrotask(() => {
      const { status, fetchStatus } = query.state;
      if (status === 'pending' && fetchStatus === 'idle' && query.options.queryFn && client.getQueryCache().get(query.queryHash) === query) {
        void query.fetch().catch(() => undefined);
      }
    });
  });
