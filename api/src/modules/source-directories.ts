import { resolve } from 'node:path';
import { repositoryRoot } from '../repository-root';

export type SourceDirectory = 'resources' | 'screens' | 'overrides' | 'demo' | 'migrations' | 'localeEn' | 'localeAr';

/** Where each kind of module lives in the repository. */
export const SOURCE_DIRECTORIES: Record<SourceDirectory, string> = {
  resources: resolve(repositoryRoot, 'schema/src/resources'),
  screens: resolve(repositoryRoot, 'schema/src/screens'),
  overrides: resolve(repositoryRoot, 'api/src/overrides'),
  demo: resolve(repositoryRoot, 'api/src/demo'),
  migrations: resolve(repositoryRoot, 'api/src/migrations'),
  // Each resource's words: the API says what the admin shows (rule messages, state and action names).
  localeEn: resolve(repositoryRoot, 'locales/src/en/resources'),
  localeAr: resolve(repositoryRoot, 'locales/src/ar/resources'),
};

/** Helpers beside the demo seeds, not seeds. */
const DEMO_HELPERS = new Set(['demo-seed', 'load-demo', 'ensure-admin']);

/** The files of a directory that are modules of its kind, in name order. */
export const sourceFilesIn = (directory: SourceDirectory, files: readonly string[]): string[] =>
  files
    .filter((file) => (directory === 'migrations' ? /^\d+-[\w-]+\.(ts|js)$/ : /^[a-zA-Z][\w-]*\.(ts|js)$/).test(file) && !file.endsWith('.d.ts'))
    .filter((file) => directory !== 'demo' || !DEMO_HELPERS.has(file.replace(/\.(ts|js)$/, '')))
    .sort();
