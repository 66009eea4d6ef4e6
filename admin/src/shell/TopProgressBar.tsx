import { LinearProgress } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { isRouteLoading, subscribeToRouteLoads } from './routeLoading';
import { useIsBusy } from './useIsBusy';
import { useDelayedProgress } from './useDelayedProgress';

/** SPEC §9: the loading bar is 2 px high. */
export const PROGRESS_BAR_HEIGHT = 2;

/**
 * The bar across the top of every page (above the app bar) while a screen's code or data is
 * on its way or a change is being saved.
 */
export const TopProgressBar = () => {
  const translate = useTranslate();
  const busy = useIsBusy();
  const routeLoading = useSyncExternalStore(subscribeToRouteLoads, isRouteLoading);
  const phase = useDelayedProgress(busy || routeLoading);
  if (phase === 'idle') return null;
  return (
    <LinearProgress
      className="ShellTopProgress"
      aria-label={translate('ra.page.loading')}
      variant={phase === 'running' ? 'indeterminate' : 'determinate'}
      value={100}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: PROGRESS_BAR_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
};
