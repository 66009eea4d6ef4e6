import type { RaThemeOptions } from 'react-admin';
import type { Direction } from './direction';
import { FONT_FAMILIES, type Font } from './font';
import { PALETTES } from './palettes';
import type { ColorMode } from './themePreference';

/**
 * No motion for a person whose system asks for less (WCAG 2.3.3): menus, dialogs and drawers
 * appear at once, buttons draw no ripple, and progress indicators hold still (MUI's own reduced
 * motion: a loading bar stands across the middle, a spinner does not turn; each keeps its label).
 */
const STILL: RaThemeOptions = {
  motion: { reducedMotion: 'always' },
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/**
 * The one MUI theme of the screen: its colour mode, direction, font and motion. Progress indicators
 * are named ("Loading", in the screen's language): a screen reader says what the spinner is.
 */
export const themeFor = (direction: Direction, font: Font, mode: ColorMode = 'light', reducedMotion = false, loadingLabel = 'Loading'): RaThemeOptions => {
  const base = PALETTES[mode];
  const named = { defaultProps: { 'aria-label': loadingLabel } };
  const theme: RaThemeOptions = {
    ...base,
    direction,
    // Buttons and tabs in sentence case, as every other label (MUI writes them in capitals).
    typography: { ...base.typography, fontFamily: FONT_FAMILIES[font], button: { textTransform: 'none' } },
    components: { ...base.components, MuiCircularProgress: named, MuiLinearProgress: named },
  };
  if (!reducedMotion) return theme;
  return {
    ...theme,
    ...STILL,
    components: { ...theme.components, MuiButtonBase: { ...theme.components?.MuiButtonBase, defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true } } },
  };
};
