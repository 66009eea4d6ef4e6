import { useCallback } from 'react';
import { useAuthProvider, useAuthState, useLogout, useNavigate, useNotificationContext } from 'react-admin';
import { credentialsOf } from './authApi';
import { authStorage } from './authStorage';
import { safeRedirect } from './redirect';

/**
 * Signs in and goes to `redirect` (a same-site path, else home). react-admin's useLogin is not
 * used: /sign-in is a route inside <Admin>, whose cached "signed out" answer must be refreshed
 * before the guarded routes render, or they would send the user straight back here.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const { refetch } = useAuthState(undefined, false, { enabled: false });

  return useCallback(
    async (identifier: string, password: string, redirect: string | null) => {
      if (!authProvider) throw new Error('No authProvider');
      // Another account was signed in here: end that session (and its cached data) first.
      if (authStorage.read().accessToken) await logout({}, false);
      await authProvider.login(credentialsOf(identifier, password));
      resetNotifications();
      await refetch();
      navigate(safeRedirect(redirect), { replace: true });
    },
    [authProvider, logout, navigate, resetNotifications, refetch],
  );
};
