// Loads every resource file under resources/ at run time, so no central list needs a new line.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRegistry, resourcesFromModules, type Registry } from './registry';
import { screensFromModules } from './screen';

const RESOURCE_FILE = /^[^.]+\.(ts|js)$/;

export const resourcesDirectory = fileURLToPath(new URL('./resources/', import.meta.url));

export const screensDirectory = fileURLToPath(new URL('./screens/', import.meta.url));

const modulesIn = (directory: string): Promise<Record<string, unknown>[]> => {
  const files = readdirSync(directory).filter((file) => RESOURCE_FILE.test(file)).sort();
  return Promise.all(files.map((file) => import(pathToFileURL(`${directory}/${file}`).href) as Promise<Record<string, unknown>>));
};

export const loadRegistry = async (directory = resourcesDirectory, screens = screensDirectory): Promise<Registry> =>
  createRegistry(resourcesFromModules(await modulesIn(directory)), screensFromModules(await modulesIn(screens)));
