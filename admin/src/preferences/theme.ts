import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Direction } from './direction';
import { FONT_FAMILIES, type Font } from './font';

export const themeFor = (direction: Direction, font: Font): RaThemeOptions => ({
  ...defaultTheme,
  direction,
  typography: { ...defaultTheme.typography, fontFamily: FONT_FAMILIES[font] },
});
