import type { Registry } from '@club/schema';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CrudService } from '../crud/crud.service';
import type { OverrideFactory, OverrideServices } from './define';
import type { RecordActions } from './record-actions';

export const overridesDirectory = fileURLToPath(new URL('../overrides/', import.meta.url));

const OVERRIDE_FILE = /^([a-z][A-Za-z0-9]*)\.(ts|js)$/;

/**
 * Loads every `api/src/overrides/{resourceName}.ts` and wires its hooks to that resource: no
 * central list. A file whose name is no resource, or that exports no `override`, stops the start.
 */
export const registerServerOverrides = async (
  crud: CrudService,
  registry: Registry,
  services: OverrideServices,
  recordActions: RecordActions,
  directory = overridesDirectory,
): Promise<string[]> => {
  const names: string[] = [];
  for (const file of readdirSync(directory).sort()) {
    const name = OVERRIDE_FILE.exec(file)?.[1];
    if (!name) continue;
    if (!registry.get(name)) throw new Error(`api/src/overrides/${file}: there is no resource '${name}' (the file is named after the resource it overrides)`);
    const module = (await import(pathToFileURL(`${directory}/${file}`).href)) as { override?: OverrideFactory };
    if (typeof module.override !== 'function') throw new Error(`api/src/overrides/${file} must export \`override = defineOverride(…)\``);
    const { beforeWrite, afterWrite, afterCommit, recordActions: actions } = module.override(services);
    if (beforeWrite) crud.beforeWrite(beforeWrite, { resources: [name] });
    if (afterWrite) crud.onWrite(afterWrite, { resources: [name] });
    if (afterCommit) crud.onCommitted(afterCommit, { resources: [name] });
    for (const [action, definition] of Object.entries(actions ?? {})) recordActions.add(name, action, definition);
    names.push(name);
  }
  return names;
};
