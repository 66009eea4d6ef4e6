import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ScreenCrashed } from '../pages/errors';
import { RouteLoading } from '../shell/RouteLoading';
import { ClubAppBar } from './ClubAppBar';
import { ClubMenu } from './ClubMenu';

/**
 * The shell of the signed-in screens. A lazy screen loading shows the top progress bar (drawn
 * once for every page by the shell's feedback, see shell/ShellFeedback) instead of a spinner;
 * a screen that crashes shows the 500 page in minimal mode inside the shell.
 */
export const ClubLayout = ({ children }: { children: ReactNode }) => (
  // minWidth 0: the content may shrink to a phone's width; wide tables scroll inside their card.
  <Layout appBar={ClubAppBar} menu={ClubMenu} error={ScreenCrashed} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
    <Suspense fallback={<RouteLoading />}>{children}</Suspense>
  </Layout>
);
