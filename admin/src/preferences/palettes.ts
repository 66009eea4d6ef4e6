import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ColorMode } from './themePreference';

/**
 * What every theme does for keyboard and screen-reader users. A focus ring on every focusable
 * element reached by keyboard (WCAG 2.4.7, 2.4.13): 2 px in a colour at least 3:1 against the
 * page, outside the element (the repeated selector outranks MUI's `outline: 0` on its buttons and inputs).
 */
const accessible = (colour: string): RaThemeOptions['components'] => ({
  MuiCssBaseline: {
    styleOverrides: {
      // MUI marks a keyboard-focused control whose own input is invisible (a checkbox, a switch) on its root.
      // A date or time input keeps the focus in its parts (day, month, year), where Chromium may match
      // neither :focus-visible nor :focus on the input itself, only :focus-within.
      'html body :focus-visible:focus-visible, html body .Mui-focusVisible.Mui-focusVisible, html body input[type="date"]:focus-within:focus-within, html body input[type="time"]:focus-within:focus-within, html body input[type="datetime-local"]:focus-within:focus-within': {
        outline: `2px solid ${colour}`,
        outlineOffset: 2,
      },
      // A cell or a row drawn edge to edge keeps its ring inside, where no neighbour hides it.
      'html body td:focus-visible:focus-visible, html body tr:focus-visible:focus-visible, html body [role="tab"]:focus-visible:focus-visible': { outlineOffset: -2 },
    },
  },
  // The bulk actions' bar, folded while nothing is selected, leaves the Tab order too.
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
  // Sort headers are buttons: at least 24 px high to hit (WCAG 2.5.8).
  MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
  // A checkbox named on its root (react-admin's row selection) gives the name to its input, where a screen reader reads it.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] as string } : {}),
      },
    },
  },
});

/**
 * react-admin's light theme with colours that reach 4.5:1 for text (WCAG 1.4.3) wherever they are
 * drawn: white on the app bar and on filled buttons and chips, primary text on the page.
 */
const light: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#145ab0', dark: '#0d47a1', contrastText: '#ffffff' },
    secondary: { light: '#5e92f3', main: '#145ab0', dark: '#0d47a1', contrastText: '#ffffff' },
    error: { light: '#e57373', main: '#b71c1c', dark: '#8e0000', contrastText: '#ffffff' },
    warning: { light: '#ffb74d', main: '#a84300', dark: '#7a3000', contrastText: '#ffffff' },
    info: { light: '#4fc3f7', main: '#01579b', dark: '#002f6c', contrastText: '#ffffff' },
    success: { light: '#81c784', main: '#2e7d32', dark: '#1b5e20', contrastText: '#ffffff' },
  },
  components: { ...defaultLightTheme.components, ...accessible('#0d47a1') },
};

/**
 * react-admin's dark theme with a near-black background, raised paper and a primary light enough
 * to read on it while white text on primary.dark (buttons, the sign-in brand panel) stays legible;
 * status colours light enough to read on the dark surfaces, with dark text on them when filled.
 */
const dark: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { light: '#a8c8ff', main: '#7fb0f5', dark: '#1f4e8c', contrastText: '#0b1a2e' },
    secondary: { light: '#80d8ff', main: '#4fc3f7', dark: '#0277bd', contrastText: '#0b1a2e' },
    error: { light: '#f6aea9', main: '#f28b82', dark: '#b3261e', contrastText: '#1b1e23' },
    warning: { light: '#fde293', main: '#fdd663', dark: '#c69026', contrastText: '#1b1e23' },
    info: { light: '#aecbfa', main: '#8ab4f8', dark: '#1967d2', contrastText: '#0b1a2e' },
    success: { light: '#a8dab5', main: '#81c995', dark: '#188038', contrastText: '#0b1a2e' },
    background: { default: '#121417', paper: '#1b1e23' },
    divider: 'rgba(255, 255, 255, 0.12)',
  },
  components: {
    ...defaultDarkTheme.components,
    ...accessible('#a8c8ff'),
    // The app bar keeps a dark surface instead of MUI's bright colour on dark.
    MuiAppBar: { styleOverrides: { root: { backgroundColor: '#1b1e23', backgroundImage: 'none', color: '#e6e8eb' } } },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(255, 255, 255, 0.06)' } } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#22262c' } } },
  },
};

export const PALETTES: Record<ColorMode, RaThemeOptions> = { light, dark };
