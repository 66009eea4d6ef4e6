import { describe, expect, it } from 'vitest';
import { FixedWindows } from '../../api/src/http/fixed-windows';

describe('FixedWindows (the API budget counter)', () => {
  it('lets max hits through in a window, refuses the next ones until it ends, then counts again', () => {
    const windows = new FixedWindows(3, 60_000);
    const at = (ms: number) => windows.hit('user:a', 1_000_000 + ms);
    expect([at(0), at(10), at(20)].map((count) => count.exceeded)).toEqual([false, false, false]);
    expect(at(30_000)).toEqual({ exceeded: true, firstOver: true, endsInMs: 30_000 });
    expect(at(59_999)).toEqual({ exceeded: true, firstOver: false, endsInMs: 1 });
    expect(at(60_000)).toEqual({ exceeded: false, firstOver: false, endsInMs: 60_000 });
  });

  it("counts each key on its own", () => {
    const windows = new FixedWindows(1, 60_000);
    expect(windows.hit('user:a', 0).exceeded).toBe(false);
    expect(windows.hit('user:a', 1).exceeded).toBe(true);
    expect(windows.hit('user:b', 2).exceeded).toBe(false);
  });

  it('keeps at most its capacity of keys: ended windows go first, then the oldest', () => {
    const windows = new FixedWindows(1, 1_000, 2);
    windows.hit('a', 0);
    windows.hit('b', 500);
    // a's window has ended: it makes room, b keeps its count.
    windows.hit('c', 1_200);
    expect(windows.hit('b', 1_300).exceeded).toBe(true);
    // None has ended: the oldest (b) goes, c keeps its count.
    windows.hit('d', 1_400);
    expect(windows.hit('c', 1_450).exceeded).toBe(true);
    expect(windows.hit('b', 1_460).exceeded).toBe(false);
  });
});
