import { useSyncExternalStore } from 'react';
import type { ColorMode } from './themePreference';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const snapshot = (): ColorMode => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** The operating system's colour scheme, followed live (SPEC §4: system follows the OS). */
export const useSystemColorMode = (): ColorMode => useSyncExternalStore(subscribe, snapshot, () => 'light');
