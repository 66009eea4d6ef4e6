// Compiles the API for production: one ES module bundle, api/dist/main.mjs, from src/main.ts.
// The workspace's own packages (@club/schema, TypeScript) are bundled in; every other package
// stays in node_modules. sourceModules (src/modules/source-modules.ts), which reads resource,
// screen, override, demo and migration files from disk under TypeScript, is replaced by a module
// that imports each of them statically: production reads no source directory, runs no tsx.
import { build, type Plugin } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { SOURCE_DIRECTORIES, sourceFilesIn, type SourceDirectory } from '../src/modules/source-directories';

const api = resolve(import.meta.dirname, '..');
const dist = resolve(api, 'dist');

/** The static twin of sourceModules: every module of every source directory, imported at build time. */
const staticSourceModules = (): string => {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [directory, path] of Object.entries(SOURCE_DIRECTORIES) as [SourceDirectory, string][]) {
    const files = sourceFilesIn(directory, readdirSync(path));
    const names = files.map((file, index) => {
      imports.push(`import * as ${directory}${index} from ${JSON.stringify(resolve(path, file))};`);
      return `[${JSON.stringify(file.replace(/\.(ts|js)$/, ''))}, ${directory}${index}]`;
    });
    entries.push(`${directory}: [${names.join(', ')}]`);
  }
  return `${imports.join('\n')}\nconst MODULES = { ${entries.join(', ')} };\nexport const sourceModules = async (directory) => MODULES[directory];\n`;
};

const sourceModulesPlugin: Plugin = {
  name: 'static-source-modules',
  setup(context) {
    context.onLoad({ filter: /[\\/]modules[\\/]source-modules\.ts$/ }, () => ({ contents: staticSourceModules(), loader: 'js', resolveDir: api }));
  },
};

/** The API's own dependencies stay in node_modules; the workspace's packages, and what they use, go in the bundle. */
const dependencies = Object.keys((JSON.parse(readFileSync(resolve(api, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
const packageOf = (path: string) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!);
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageOf(args.path);
      return name.startsWith('node:') || (dependencies.includes(name) && !name.startsWith('@club/')) ? { path: args.path, external: true } : undefined;
    });
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const started = Date.now();
await build({
  entryPoints: [resolve(api, 'src/main.ts')],
  outfile: resolve(dist, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The compiled code keeps class names (Nest's providers and TypeORM's migrations are named).
  keepNames: true,
  plugins: [sourceModulesPlugin, externalPackages],
  logLevel: 'warning',
});
// The embedded database's worker thread loads as a file of its own, beside the bundle.
copyFileSync(resolve(api, 'src/database/embedded-worker.mjs'), resolve(dist, 'embedded-worker.mjs'));
console.log(`api/dist/main.mjs built in ${Date.now() - started} ms`);
