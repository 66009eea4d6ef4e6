declare module 'virtual:resource-manifest' {
  import type { ResourceManifestEntry } from '@club/schema';

  const manifest: readonly ResourceManifestEntry[];
  export default manifest;
}
