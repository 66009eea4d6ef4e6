// pnpm locale:generate <resourceName>: writes locales/src/{en,ar}/resources/{name}.ts from the
// resource's schema file, labels made from the names; never overwrites an existing file.
import { loadRegistry } from '@club/schema/node';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeSkeleton, type Language } from '../src/skeleton';

const name = process.argv[2];
if (!name) {
  console.error('Usage: pnpm locale:generate <resourceName>');
  process.exit(1);
}
const registry = await loadRegistry();
const resource = registry.get(name);
if (!resource) {
  console.error(`No resource '${name}' in schema/src/resources (known: ${registry.resources.map((r) => r.name).join(', ')})`);
  process.exit(1);
}
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const path = fileURLToPath(new URL(`../src/${language}/resources/${name}.ts`, import.meta.url));
  if (existsSync(path)) {
    console.log(`${path} exists: left as it is`);
    continue;
  }
  writeFileSync(path, localeSkeleton(resource, language));
  console.log(`Wrote ${path}${language === 'ar' ? ' (translate it: the tests refuse English words in Arabic labels)' : ''}`);
}
