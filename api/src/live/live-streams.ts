import type { CrudService } from '../crud/crud.service';
import type { Reader } from '../crud/readers';
import type { AuthService } from '../auth';
import { readerOf } from '../access/readers';
import type { LiveChange } from './live-change';

/** One open event stream: the token it was opened with, and how to write to it. */
export interface LiveSubscriber {
  /** The Authorization header the stream was opened with (an access token or an API key): each change is judged for it anew. */
  authorization: string;
  /** The address it was opened from (an API key may be bound to some). */
  ip: string;
  send(change: LiveChange): void;
  /** Everything may have changed (the instance missed changes): the client reads again. */
  resync(): void;
  /** The token no longer holds (expired, signed out, user disabled): the client reconnects with a fresh one. */
  end(): void;
}

/**
 * The event streams open on this instance, and who may hear what. A change reaches a subscriber
 * only if they may read the record now: their role may list or show its page, and the resource's
 * row rules for them (row scope, read rules) keep the record in sight. A deleted record cannot be
 * judged by its row any more: its delete goes only to those who read every row of the resource.
 * A row about another record (a comment, `aboutRecord`) is judged by that record, delete included.
 * Many changes at once (`many`, no id) go to whoever may read the resource at all.
 */
export class LiveStreams {
  /** Each subscriber's changes are judged one after another: they arrive in the order committed. */
  private readonly subscribers = new Map<LiveSubscriber, Promise<void>>();

  constructor(
    private readonly crud: CrudService,
    private readonly auth: AuthService,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.set(subscriber, Promise.resolve());
    return () => this.subscribers.delete(subscriber);
  }

  deliver(change: LiveChange): void {
    // Another instance's write may have changed any total this one counted.
    this.crud.forgetTotals();
    if (!this.crud.registry.get(change.resource)) return;
    for (const [subscriber, queue] of this.subscribers) {
      this.subscribers.set(
        subscriber,
        queue.then(async () => {
          if (this.subscribers.has(subscriber) && (await this.mayHear(subscriber, change))) subscriber.send(change);
        }),
      );
    }
  }

  resyncAll(): void {
    this.crud.forgetTotals();
    for (const subscriber of this.subscribers.keys()) subscriber.resync();
  }

  endAll(): void {
    for (const subscriber of [...this.subscribers.keys()]) subscriber.end();
    this.subscribers.clear();
  }

  private mayList(reader: Reader, resource: string): boolean {
    return reader.may(resource, 'list') || reader.may(resource, 'show');
  }

  /** Ends the stream if its credentials no longer hold (an API key revoked, expired or rotated out: it has no expiry of its own to wait for). */
  async recheck(subscriber: LiveSubscriber): Promise<void> {
    await this.readerOf(subscriber).catch(() => undefined);
  }

  /** The subscriber's reader now, or undefined (and the stream ended) when their token no longer holds. */
  private async readerOf(subscriber: LiveSubscriber): Promise<Reader | undefined> {
    const known = this.auth.authenticateCallerNow(subscriber.authorization, subscriber.ip) ?? (await this.auth.authenticateCaller(subscriber.authorization, subscriber.ip));
    if (!('user' in known) || known.user.mustChangeCredentials) {
      subscriber.end();
      return undefined;
    }
    const permissions = this.auth.permissions.now() ?? (await this.auth.permissions.current());
    return readerOf(known.user.id, permissions.roles.get(known.user.role));
  }

  private async mayHear(subscriber: LiveSubscriber, change: LiveChange): Promise<boolean> {
    try {
      const reader = await this.readerOf(subscriber);
      if (!reader) return false;
      // A row about another record (a comment) is heard by that record's readers, its delete too.
      if (this.crud.registry.get(change.resource)?.aboutRecord) {
        const record = change.about;
        return record !== undefined && Boolean(this.crud.registry.get(record.resource)) && this.mayList(reader, record.resource) && (await this.crud.readableBy(record.resource, record.id, reader));
      }
      if (!this.mayList(reader, change.resource)) return false;
      // Many at once: no record is named, so whoever reads the resource hears that its lists changed.
      if (change.action === 'many') return true;
      if (change.action === 'delete') return !this.crud.hasRowRules(change.resource, reader);
      return await this.crud.readableBy(change.resource, change.id, reader);
    } catch {
      // The database away for a moment: this change is not told (the client reads again on reconnect).
      return false;
    }
  }
}
