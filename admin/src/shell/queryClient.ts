import { MutationCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { KeyedQueryCache } from './KeyedQueryCache';
import { mutationErrorMessage } from './mutationErrorMessage';
import { queryErrorAction } from './queryErrorAction';
import { retryPolicy } from './retryPolicy';
import { settleAccessChecks } from './settleAccessChecks';
import { shellActions } from './shellActions';

/** SPEC §7/§9: data stays fresh for 10 seconds. */
export const QUERY_STALE_TIME_MS = 10_000;

const onQueryError = (error: unknown) => {
  const action = queryErrorAction(error);
  if (!action) return;
  const shell = shellActions();
  // react-admin may notify the same failure from the screen: toasts with one text are one toast.
  shell?.notify(action.message, 'error');
  if (action.navigateTo) shell?.navigate(action.navigateTo);
};

/**
 * A mutation with its own onError reports its failure itself (all of react-admin's do, through
 * its notifications), so only the others get the general toast: one failure, one toast.
 */
const onMutationError = (error: unknown, _variables: unknown, _context: unknown, mutation: Mutation<unknown, unknown, unknown>) => {
  if (mutation.options.onError) return;
  console.error(error);
  shellActions()?.notify(mutationErrorMessage(error), 'error');
};

/** The one QueryClient of the admin (passed to <Admin queryClient>). */
export const createQueryClient = () => {
  const client = new QueryClient({
    queryCache: new KeyedQueryCache({ onError: onQueryError }),
    mutationCache: new MutationCache({ onError: onMutationError }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: true, retry: retryPolicy },
    },
  });
  settleAccessChecks(client);
  return client;
};

export const queryClient = createQueryClient();
