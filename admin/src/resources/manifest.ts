import type { ResourceManifestEntry, ScreenDefinition } from '@club/schema';
import manifest, { screens } from 'virtual:resource-manifest';

/** Every resource as the shell knows it before any screen loads (see schema/src/manifest.ts). */
export const RESOURCE_MANIFEST: readonly ResourceManifestEntry[] = manifest;

/** Every custom screen (schema/src/screens/), with its page key, path and menu entry; `dashboard` when its content is declared widgets. */
export const SCREEN_MANIFEST: readonly (ScreenDefinition & { dashboard?: true })[] = screens;

const byName = new Map(manifest.map((entry) => [entry.name, entry]));

/** The manifest entry of a resource by its API name. */
export const manifestEntryOf = (apiName: string): ResourceManifestEntry | undefined => byName.get(apiName);
