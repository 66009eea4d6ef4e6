import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetIdentity } from 'react-admin';
import type { AuthUser } from '../../auth/types';
import { accountApi, type AccountChanges } from './accountApi';

const ACCOUNT_KEY = ['auth', 'me'];

/** The signed-in user's record, and a save that refreshes it and the name in the app bar. */
export const useAccount = () => {
  const queryClient = useQueryClient();
  const { refetch: refetchIdentity } = useGetIdentity();
  const query = useQuery({ queryKey: ACCOUNT_KEY, queryFn: accountApi.me });

  const save = useCallback(
    async (changes: AccountChanges): Promise<AuthUser> => {
      const user = await accountApi.update(changes);
      queryClient.setQueryData(ACCOUNT_KEY, user);
      await refetchIdentity();
      return user;
    },
    [queryClient, refetchIdentity],
  );

  return { user: query.data, isPending: query.isPending, error: query.error, save };
};
