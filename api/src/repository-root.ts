import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (where pnpm-workspace.yaml is), from the source or from the compiled build alike. */
const findRoot = (start: string): string => {
  for (let directory = start; ; directory = dirname(directory)) {
    if (existsSync(resolve(directory, 'pnpm-workspace.yaml'))) return directory;
    if (dirname(directory) === directory) return resolve(fileURLToPath(new URL('../../', import.meta.url)));
  }
};

export const repositoryRoot = `${findRoot(dirname(fileURLToPath(import.meta.url)))}/`;
