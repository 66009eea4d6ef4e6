import type { Registry } from '@club/schema';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sourceModules } from '../modules/source-modules';
import type { CrudService } from '../crud/crud.service';
import type { OverrideFactory, OverrideServices } from './define';
import type { Scheduler } from '../scheduler';
import { jobCause } from '../crud/cause';
import type { RecordActions } from './record-actions';

const OVERRIDE_FILE = /^([a-z][A-Za-z0-9]*)\.(ts|js)$/;

/** The override modules of a directory (a test's own), as [file base name, module]. */
const modulesIn = async (directory: string): Promise<[string, Record<string, unknown>][]> =>
  Promise.all(
    readdirSync(directory)
      .sort()
      .flatMap((file) => {
        const name = OVERRIDE_FILE.exec(file)?.[1];
        return name ? [import(pathToFileURL(`${directory}/${file}`).href).then((module: Record<string, unknown>) => [name, module] as [string, Record<string, unknown>])] : [];
      }),
  );

/**
 * Loads every `api/src/overrides/{resourceName}.ts` (or those of `directory`) and wires its hooks
 * to that resource: no central list. A file named after no resource, or exporting no `override`,
 * stops the start.
 */
export const registerServerOverrides = async (
  crud: CrudService,
  registry: Registry,
  services: Omit<OverrideServices, 'registry'>,
  recordActions: RecordActions,
  scheduler: Scheduler,
  directory?: string,
): Promise<string[]> => {
  const names: string[] = [];
  for (const [name, loaded] of directory ? await modulesIn(directory) : await sourceModules('overrides')) {
    if (!registry.get(name)) throw new Error(`api/src/overrides/${name}.ts: there is no resource '${name}' (the file is named after the resource it overrides)`);
    const module = loaded as { override?: OverrideFactory };
    if (typeof module.override !== 'function') throw new Error(`api/src/overrides/${name}.ts must export \`override = defineOverride(…)\``);
    const { prepare, beforeWrite, afterWrite, afterCommit, reads, recordActions: actions, publicActions, publicCodes, schedule } = module.override({ ...services, registry });
    if (reads) crud.restrictReads(name, reads);
    // Loaded after the declared rules were installed: first, so that they judge the values it completes.
    if (prepare) crud.beforeWrite(prepare, { resources: [name], first: true });
    if (beforeWrite) crud.beforeWrite(beforeWrite, { resources: [name] });
    if (afterWrite) crud.onWrite(afterWrite, { resources: [name] });
    if (afterCommit) crud.onCommitted(afterCommit, { resources: [name] });
    for (const [action, definition] of Object.entries(actions ?? {})) recordActions.add(name, action, definition);
    for (const [action, definition] of Object.entries(publicActions ?? {})) recordActions.addPublic(name, action, definition);
    if (publicCodes) recordActions.addPublicCodes(name, publicCodes);
    for (const [job, definition] of Object.entries(schedule ?? {})) scheduler.add(`${name}.${job}`, { everyMinutes: definition.everyMinutes, run: (client) => definition.run(client, jobCause(name, job)) });
    names.push(name);
  }
  return names;
};
