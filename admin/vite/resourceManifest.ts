import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

const MODULE_ID = 'virtual:resource-manifest';
const RESOLVED_ID = `\0${MODULE_ID}`;

type SchemaNode = typeof import('@club/schema/node');
type Schema = typeof import('@club/schema');

/**
 * `virtual:resource-manifest`: the shell's facts of every resource (schema/src/manifest.ts),
 * computed at build time from the schema files, so the entry chunk carries a few lines per
 * resource instead of every declaration. CLUB_RESOURCES_DIR points it at another directory of
 * resource files, with a browser.ts beside it that globs them (the bench's scale projection).
 */
export const resourceManifest = (): Plugin => ({
  name: 'club-resource-manifest',
  // The declarations the screens load come from the same directory: its browser.ts beside it.
  config: () =>
    process.env.CLUB_RESOURCES_DIR ? { resolve: { alias: { '@club/schema/browser': resolve(process.env.CLUB_RESOURCES_DIR, '../browser.ts') } } } : undefined,
  resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
  async load(id) {
    if (id !== RESOLVED_ID) return undefined;
    const { loadRegistry, resourcesDirectory, screensDirectory } = (await tsImport('@club/schema/node', import.meta.url)) as SchemaNode;
    const { manifestOf } = (await tsImport('@club/schema', import.meta.url)) as Schema;
    const directory = process.env.CLUB_RESOURCES_DIR ?? resourcesDirectory;
    this.addWatchFile(directory);
    this.addWatchFile(screensDirectory);
    const registry = await loadRegistry(directory);
    // A dashboard's widgets come with its numbers from the API: the shell only needs to know it is one.
    const screens = registry.screens.map((screen) => {
      const { widgets, ...rest } = screen as typeof screen & { widgets?: unknown };
      return widgets ? { ...rest, dashboard: true } : rest;
    });
    return `export default ${JSON.stringify(manifestOf(registry))};\nexport const screens = ${JSON.stringify(screens)};`;
  },
});
