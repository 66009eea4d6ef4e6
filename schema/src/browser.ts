// The same registry for Vite builds: import.meta.glob replaces the directory scan.
import { createRegistry, resourcesFromModules } from './registry';
import { screensFromModules } from './screen';

const modules = import.meta.glob<Record<string, unknown>>('./resources/*.ts', { eager: true });
const screens = import.meta.glob<Record<string, unknown>>('./screens/*.ts', { eager: true });

export const registry = createRegistry(resourcesFromModules(Object.values(modules)), screensFromModules(Object.values(screens)));
