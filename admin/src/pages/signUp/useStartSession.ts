import { useCallback } from 'react';
import { useAuthState, useNavigate, useNotificationContext } from 'react-admin';
import { authStorage } from '../../auth/authStorage';
import type { AuthSession } from '../../auth/types';

/**
 * Keeps a session the server just started (sign-up answers like sign-in: the access token here,
 * the refresh token in its cookie) and opens the app (or `to`), as useSignIn does after signing in.
 */
export const useStartSession = () => {
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const { refetch } = useAuthState(undefined, false, { enabled: false });
  return useCallback(
    async (session: AuthSession, to = '/') => {
      authStorage.set({ user: session.user, accessToken: session.accessToken });
      resetNotifications();
      await refetch();
      navigate(to, { replace: true });
    },
    [navigate, resetNotifications, refetch],
  );
};
