import type { Readable } from 'node:stream';

/** Where the bytes of uploaded files live: a directory (DATA_DIR/files) or an S3-compatible bucket. */
export interface FileStore {
  /** Names the store in the start-up log ("files in /srv/data/files"). */
  readonly description: string;
  /**
   * Stores the bytes under the key as they arrive (a stream is read once, never held whole).
   * When the bytes fail on the way (an upload refused mid-stream) or the store does, it throws
   * and nothing stays under the key, not even part of it.
   */
  put(key: string, bytes: Buffer | Readable, type: string): Promise<void>;
  /** The bytes, or undefined when the store has none under the key. */
  get(key: string): Promise<Readable | undefined>;
  /** Deleting a key that is not there is no error. */
  delete(key: string): Promise<void>;
}
