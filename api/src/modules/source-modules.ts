import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOURCE_DIRECTORIES, sourceFilesIn, type SourceDirectory } from './source-directories';

export type { SourceDirectory } from './source-directories';

/**
 * The modules of one of the code's own directories (resource and screen declarations, server
 * overrides, demo seeds, migrations), as [file base name, module], in name order. Under
 * TypeScript (development, tests) they are read from disk; the compiled build
 * (api/scripts/build.ts) replaces this file with one that imports each of them statically, so
 * production reads no source directory and runs no TypeScript.
 */
export const sourceModules = async (directory: SourceDirectory): Promise<[string, Record<string, unknown>][]> => {
  const path = SOURCE_DIRECTORIES[directory];
  const files = sourceFilesIn(directory, readdirSync(path));
  return Promise.all(files.map(async (file) => [file.replace(/\.(ts|js)$/, ''), (await import(pathToFileURL(resolve(path, file)).href)) as Record<string, unknown>] as [string, Record<string, unknown>]));
};
