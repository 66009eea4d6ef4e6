import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { emotionCacheFor } from './emotionCache';
import { usePreferences } from './usePreferences';

/** Emotion flips every style (stylis-plugin-rtl) when the direction is rtl. */
export const DirectionStyles = ({ children }: { children: ReactNode }) => {
  const { direction } = usePreferences();
  return <CacheProvider value={emotionCacheFor(direction)}>{children}</CacheProvider>;
};
