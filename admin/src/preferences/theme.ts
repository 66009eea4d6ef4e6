import type { RaThemeOptions } from 'react-admin';
import type { Direction } from './direction';
import { FONT_FAMILIES, type Font } from './font';
import { PALETTES } from './palettes';
import type { ColorMode } from './themePreference';

/** The one MUI theme of the screen: its colour mode, direction and font. */
export const themeFor = (direction: Direction, font: Font, mode: ColorMode = 'light'): RaThemeOptions => {
  const base = PALETTES[mode];
  return { ...base, direction, typography: { ...base.typography, fontFamily: FONT_FAMILIES[font] } };
};
