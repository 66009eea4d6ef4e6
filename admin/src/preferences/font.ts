import { readCookie } from './cookies';
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

/** SPEC §3: the `font` cookie; inter by default, but cairo when rtl and no cookie is set. */
export const parseFont = (value: string | undefined, direction: Direction): Font =>
  (FONTS as readonly (string | undefined)[]).includes(value)
    ? (value as Font)
    : direction === 'rtl'
      ? 'cairo'
      : 'inter';

export const readFont = (direction: Direction): Font => parseFont(readCookie('font'), direction);
