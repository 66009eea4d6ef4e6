/**
 * Totals kept for a few seconds: paging through a list, or a screen full of people searching the
 * same words, should not count the same rows on every request. Planner estimates of large totals
 * are approximate by nature and kept longer; exact counts briefly, and every write this instance
 * commits clears them all (another instance's write shows within their time to live).
 */
export class EstimateCache {
  private readonly entries = new Map<string, { value: number; expires: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now = Date.now()): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: number, now = Date.now(), ttlMs = this.ttlMs): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
