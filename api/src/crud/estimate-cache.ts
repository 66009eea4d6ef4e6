/**
 * Planner estimates for large totals, kept for a few seconds: an estimate is approximate by
 * nature, and paging through a huge list should not re-plan the same count on every page.
 * Exact counts (up to the cap) are never cached.
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

  set(key: string, value: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }
}
