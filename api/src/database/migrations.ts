import type { MigrationInterface } from 'typeorm';
import { sourceModules } from '../modules/source-modules';

type MigrationClass = new () => MigrationInterface;

/** Loads the committed migrations in file-name (timestamp) order. */
export const loadMigrations = async (): Promise<MigrationClass[]> =>
  (await sourceModules('migrations')).flatMap(([, module]) => Object.values(module)).filter(
    (value): value is MigrationClass => typeof value === 'function' && typeof (value as { prototype?: { up?: unknown } }).prototype?.up === 'function',
  );
