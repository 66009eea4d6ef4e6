import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ColorMode } from './themePreference';

/**
 * react-admin's dark theme with a near-black background, raised paper and a primary light enough
 * to read on it while white text on primary.dark (buttons, the sign-in brand panel) stays legible.
 */
const dark: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { light: '#a8c8ff', main: '#7fb0f5', dark: '#1f4e8c', contrastText: '#0b1a2e' },
    secondary: { light: '#80d8ff', main: '#4fc3f7', dark: '#0277bd', contrastText: '#0b1a2e' },
    background: { default: '#121417', paper: '#1b1e23' },
    divider: 'rgba(255, 255, 255, 0.12)',
  },
  components: {
    ...defaultDarkTheme.components,
    // The app bar keeps a dark surface instead of MUI's bright colour on dark.
    MuiAppBar: { styleOverrides: { root: { backgroundColor: '#1b1e23', backgroundImage: 'none', color: '#e6e8eb' } } },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(255, 255, 255, 0.06)' } } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#22262c' } } },
  },
};

export const PALETTES: Record<ColorMode, RaThemeOptions> = { light: defaultLightTheme, dark };
