import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { AccessDeniedInLayout } from '../pages/errors/inLayoutPages';
import { RouteLoading } from '../shell/RouteLoading';

/**
 * A custom screen opens only for a role holding its page's `show` permission (the same matrix the
 * API enforces; a page switched off in Manage Pages is held by nobody): others see the 403 page.
 */
export const PageGate = ({ page, children }: { page: string; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess({ resource: page, action: 'show' });
  if (isPending) return <RouteLoading />;
  return canAccess ? children : <AccessDeniedInLayout />;
};
