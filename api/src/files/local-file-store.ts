import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

/** Files in a directory, two levels of subfolders by the key's first characters (no folder grows huge). */
export class LocalFileStore implements FileStore {
  readonly description: string;

  constructor(private readonly directory: string) {
    this.description = `files in ${directory}`;
  }

  private pathOf(key: string): string {
    return join(this.directory, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, bytes: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file, and a refused one leaves nothing.
    const partial = `${path}.partial`;
    try {
      await pipeline(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return undefined;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
