import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root, for tests that read its source. */
export const repositoryRoot = resolve(import.meta.dirname, '../..');

/** Every TypeScript file under a folder (or the file itself). */
export const sourceFilesUnder = (path: string, pattern = /\.(ts|tsx)$/): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((entry) => sourceFilesUnder(join(path, entry), pattern)) : pattern.test(path) ? [path] : [];
