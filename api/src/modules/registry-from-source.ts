import { createRegistry, resourcesFromModules, screensFromModules, type Registry } from '@club/schema';
import { sourceModules } from './source-modules';

/** The registry of schema/src/resources and schema/src/screens, through sourceModules (so the compiled build has it too). */
export const registryFromSource = async (): Promise<Registry> =>
  createRegistry(
    resourcesFromModules((await sourceModules('resources')).map(([, module]) => module)),
    screensFromModules((await sourceModules('screens')).map(([, module]) => module)),
  );
