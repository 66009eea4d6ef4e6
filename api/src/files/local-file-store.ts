import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
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

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
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
