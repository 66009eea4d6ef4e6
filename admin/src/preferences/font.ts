import { readCookie, writePreferenceCookie } from './cookies';
import type { Direction } from './direction';

export const FONTS = ['inter', 'manrope', 'system', 'cairo'] as const;
export type Font = (typeof FONTS)[number];

const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif';

/** Cairo follows the Latin fonts so that Arabic text stays in a self-hosted face. */
export const FONT_FAMILIES: Record<Font, string> = {
  inter: `"Inter", "Cairo", ${SYSTEM_STACK}`,
  manrope: `"Manrope", "Cairo", ${SYSTEM_STACK}`,
  system: SYSTEM_STACK,
  cairo: `"Cairo", ${SYSTEM_STACK}`,
};

/** The font the user chose (a valid `font` cookie), or undefined when none was chosen. */
export const parseFontChoice = (value: string | undefined): Font | undefined =>
  (FONTS as readonly (string | undefined)[]).includes(value) ? (value as Font) : undefined;

/** SPEC §3: inter by default, but cairo when rtl and no font was chosen. */
export const fontFor = (choice: Font | undefined, direction: Direction): Font => choice ?? (direction === 'rtl' ? 'cairo' : 'inter');

export const parseFont = (value: string | undefined, direction: Direction): Font => fontFor(parseFontChoice(value), direction);

export const readFontChoice = (): Font | undefined => parseFontChoice(readCookie('font'));

export const readFont = (direction: Direction): Font => fontFor(readFontChoice(), direction);

export const writeFont = (font: Font): void => writePreferenceCookie('font', font);
