declare module 'virtual:resource-manifest' {
  import type { ResourceManifestEntry, ScreenDefinition } from '@club/schema';

  const manifest: readonly ResourceManifestEntry[];
  export default manifest;
  /** The custom screens (schema/src/screens/): all the shell needs of them is their declaration. */
  export const screens: readonly ScreenDefinition[];
}
