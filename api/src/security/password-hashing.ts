/** Thrown when too many password hashes wait already: the request answers 503 with Retry-After. */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password checks under way');
  }
}

/**
 * A cap on the password hashes (argon2) under way in this process. Each takes ~50 ms of a thread
 * of libuv's pool, which file and DNS work share: a burst of sign-ins waits its turn here, and
 * beyond a bounded queue is refused at once, instead of stalling the whole API.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(hashing: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new HashingBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await hashing();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get underWay(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** Two at a time (half of libuv's four threads), 64 waiting: about a second and a half of queue. */
export const passwordHashing = new HashingGate(2, 64);
