import { styled } from '@mui/material/styles';
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Sidebar, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { ScreenCrashed } from '../pages/errors/inLayoutPages';
import { FirstPasswordGate } from '../pages/settings/FirstPasswordGate';
import { preloadGenericViews } from '../resources/lazyViews';
import { RouteLoading } from '../shell/RouteLoading';
import { LiveUpdates } from '../live/LiveUpdates';
import { ClubAppBar } from './ClubAppBar';
import { ClubMenu } from './ClubMenu';
import { ScreenHeading } from './ScreenHeading';
import { SkipToContent } from './SkipToContent';

/** A screen that crashed: the 500 page, cleared as soon as the user goes elsewhere. */
const CrashedScreen = ({ resetErrorBoundary }: FallbackProps) => {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <ScreenCrashed />;
};

// react-admin's layout classes, so that its app bar and sidebar find their places as they expect.
const LayoutRoot = styled('div', { name: 'RaLayout' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  // The content may shrink to a phone's width; wide tables scroll inside their card.
  minWidth: 0,
  width: '100%',
  position: 'relative',
  backgroundColor: (theme.vars || theme).palette.background.default,
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
  // A printed page is the record alone: no bars, menu, buttons, history or related lists.
  '@media print': {
    '& .RaLayout-appFrame': { marginTop: 0 },
    '& .MuiAppBar-root, & .RaSidebar-root, & .RaSidebar-fixed, & .MuiToolbar-root, & .record-history, & .related-records, & .skip-nav-button, & .no-print': { display: 'none !important' },
    '& .MuiPaper-root': { boxShadow: 'none' },
  },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    paddingInline: theme.spacing(1),
  },
}));

/**
 * The shell of the signed-in screens: skip link, app bar, sidebar menu and the screen. It is
 * react-admin's layout without the parts this app replaces (its error page, its preferences
 * inspector), which would otherwise load with every first page. A lazy screen loading shows the
 * top progress bar (drawn once for every page by the shell's feedback, see shell/ShellFeedback)
 * instead of a spinner; a screen that crashes shows the 500 page in minimal mode inside the shell.
 */
export const ClubLayout = ({ children }: { children: ReactNode }) => {
  // Signed in (just now, perhaps): the generic views' code is asked for before it is needed.
  useEffect(preloadGenericViews, []);
  return (
    <LayoutRoot className="layout">
      <SkipToContent />
      {/* Lists and records on screen follow what colleagues commit (one live connection per tab). */}
      <LiveUpdates />
      <div className="RaLayout-appFrame">
        <ClubAppBar />
        <FirstPasswordGate>
          <div className="RaLayout-contentWithSidebar">
            <Sidebar>
              <ClubMenu />
            </Sidebar>
            {/* The main landmark is the screen alone: the sidebar is its own navigation landmark. */}
            <main id="main-content" className="RaLayout-content">
              <ScreenHeading />
              <ErrorBoundary FallbackComponent={CrashedScreen}>
                <Suspense fallback={<RouteLoading />}>{children}</Suspense>
              </ErrorBoundary>
            </main>
          </div>
        </FirstPasswordGate>
      </div>
    </LayoutRoot>
  );
};
