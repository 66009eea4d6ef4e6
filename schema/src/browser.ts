// The same registry for Vite builds: import.meta.glob replaces the directory scan.
import { createRegistry, resourcesFromModules } from './registry';

const modules = import.meta.glob<Record<string, unknown>>('./resources/*.ts', { eager: true });

export const registry = createRegistry(resourcesFromModules(Object.values(modules)));
