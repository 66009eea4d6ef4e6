import { describe, expect, it } from 'vitest';
import { EstimateCache } from '../../api/src/crud/estimate-cache';

describe('EstimateCache', () => {
  it('keeps an estimate for its time to live, then forgets it', () => {
    const cache = new EstimateCache(10_000, 10);
    cache.set('q', 250_000, 0);
    expect(cache.get('q', 9_999)).toBe(250_000);
    expect(cache.get('q', 10_000)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new EstimateCache(10_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });
});
