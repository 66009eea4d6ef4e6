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

  it('keeps an exact total for its own shorter time, and forgets everything on clear (a write)', () => {
    const cache = new EstimateCache(10_000, 10);
    cache.set('exact', 3211, 0, 2_000);
    cache.set('estimate', 250_000, 0);
    expect(cache.get('exact', 1_999)).toBe(3211);
    expect(cache.get('exact', 2_000)).toBeUndefined();
    cache.clear();
    expect(cache.get('estimate', 1)).toBeUndefined();
  });
});
