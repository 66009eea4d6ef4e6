declare module 'virtual:resource-manifest' {
  import type { ResourceManifestEntry, ScreenDefinition } from '@club/schema';

  const manifest: readonly ResourceManifestEntry[];
  export default manifest;
  /** The custom screens (schema/src/screens/): their declaration; a dashboard says so instead of listing its widgets. */
  export const screens: readonly (ScreenDefinition & { dashboard?: true })[];
}
