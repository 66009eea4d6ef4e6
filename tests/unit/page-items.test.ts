import { describe, expect, it } from 'vitest';
import { pageItems } from '../../admin/src/list/pageItems';

// SPEC §9: up to 5 pages lists all; otherwise first page, last page and a window around the
// current page, with ellipses.
describe('pageItems', () => {
  it('has no items without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(3, -2)).toEqual([]);
  });

  it('lists every page up to 5', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the window around the current page from 6 pages on', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 'ellipsis', 6]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(pageItems(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
    expect(pageItems(5, 6)).toEqual([1, 'ellipsis', 4, 5, 6]);
    expect(pageItems(6, 6)).toEqual([1, 'ellipsis', 5, 6]);
  });

  it('puts an ellipsis on both sides of a window in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageItems(500, 1000)).toEqual([1, 'ellipsis', 499, 500, 501, 'ellipsis', 1000]);
  });

  it('never skips pages next to the first or the last without an ellipsis, nor shows one for no gap', () => {
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('clamps a current page out of range', () => {
    expect(pageItems(0, 8)).toEqual(pageItems(1, 8));
    expect(pageItems(-4, 8)).toEqual(pageItems(1, 8));
    expect(pageItems(99, 8)).toEqual(pageItems(8, 8));
    expect(pageItems(Number.NaN, 8)).toEqual(pageItems(1, 8));
  });

  it('gives each page once, in order, with at most 7 items', () => {
    for (let total = 0; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(current);
        expect(items.length).toBeLessThanOrEqual(7);
        if (total > 0) expect([pages[0], pages.at(-1)]).toEqual([1, total]);
      }
    }
  });
});
