/** Where a key's count stands after a hit: within the budget or beyond it, and when its window ends. */
export interface WindowCount {
  exceeded: boolean;
  /** This hit is the first beyond the budget in its window. */
  firstOver: boolean;
  /** Milliseconds until the window ends and the count starts again. */
  endsInMs: number;
}

/**
 * Hits counted per key in fixed windows (at most `max` per `windowMs`), in this process. Counting
 * is synchronous: the API's budget is checked on every request, where a promise or two per request
 * is a cost the list can measure. At most `capacity` keys are kept: ended windows go first, then
 * the oldest.
 */
export class FixedWindows {
  private readonly windows = new Map<string, { started: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly capacity = 10_000,
  ) {}

  /** `max`: this key's own budget, instead of the one every key has (an API key's). */
  hit(key: string, now = Date.now(), max = this.max): WindowCount {
    let window = this.windows.get(key);
    if (!window || window.started + this.windowMs <= now) {
      // A new window goes to the end of the map's order: the oldest stay first.
      if (window) this.windows.delete(key);
      else if (this.windows.size >= this.capacity) this.makeRoom(now);
      window = { started: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return { exceeded: window.count > max, firstOver: window.count === max + 1, endsInMs: window.started + this.windowMs - now };
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) if (window.started + this.windowMs <= now) this.windows.delete(key);
    if (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value!);
  }
}
