import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './direction';

const create: Record<Direction, () => EmotionCache> = {
  ltr: () => createCache({ key: 'mui' }),
  rtl: () => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

const caches = new Map<Direction, EmotionCache>();

/** One cache per direction, created on first use and kept for live switching. */
export const emotionCacheFor = (direction: Direction): EmotionCache => {
  const cache = caches.get(direction) ?? create[direction]();
  caches.set(direction, cache);
  return cache;
};
