// Loads every resource file under resources/ at run time, so no central list needs a new line.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRegistry, resourcesFromModules, type Registry } from './registry';

const RESOURCE_FILE = /^[^.]+\.(ts|js)$/;

export const resourcesDirectory = fileURLToPath(new URL('./resources/', import.meta.url));

export const loadRegistry = async (directory = resourcesDirectory): Promise<Registry> => {
  const files = readdirSync(directory).filter((file) => RESOURCE_FILE.test(file)).sort();
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(`${directory}/${file}`).href) as Promise<Record<string, unknown>>),
  );
  return createRegistry(resourcesFromModules(modules));
};
