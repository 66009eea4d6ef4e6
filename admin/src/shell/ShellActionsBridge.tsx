import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { registerShellActions } from './shellActions';

/**
 * Lends the router's navigate and react-admin's notify to the QueryClient, which is created
 * outside React. Rendered inside <Admin>, so inside both the router and the notification context.
 */
export const ShellActionsBridge = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(
    () =>
      registerShellActions({
        notify: (message, type) => notify(message, { type }),
        navigate: (to) => navigate(to),
      }),
    [notify, navigate],
  );
  return null;
};
