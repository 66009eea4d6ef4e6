import { argon2id, hash, verify } from 'argon2';

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

/** argon2id's cost for a new password hash. */
export interface PasswordHashCost {
  /** KiB of memory. */
  memoryCost: number;
  /** Passes over it. */
  timeCost: number;
  /** Lanes. */
  parallelism: number;
}

/** argon2's own defaults, written out: 64 MiB, 3 passes, 4 lanes (OWASP's floor for argon2id is 19 MiB, 2 passes). */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/**
 * Hashes and checks passwords (argon2id), every one through the gate. A hash records its own cost,
 * so one made at another cost (an older setting, a lighter test app) still verifies.
 */
export class PasswordHasher {
  constructor(
    private readonly cost: PasswordHashCost = PASSWORD_HASH_COST,
    private readonly gate: HashingGate = passwordHashing,
  ) {}

  hash(password: string): Promise<string> {
    return this.gate.run(() => hash(password, { type: argon2id, ...this.cost }));
  }

  /** Whether the password matches; false for a malformed hash too. HashingBusy when the queue is full. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await this.gate.run(() => verify(stored, password));
    } catch (error) {
      if (error instanceof HashingBusy) throw error;
      return false;
    }
  }
}
