import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MigrationInterface } from 'typeorm';

export const migrationsDirectory = fileURLToPath(new URL('../migrations/', import.meta.url));

type MigrationClass = new () => MigrationInterface;

/** Loads the committed migrations in file-name (timestamp) order. */
export const loadMigrations = async (): Promise<MigrationClass[]> => {
  const files = readdirSync(migrationsDirectory).filter((file) => /^\d+-[\w-]+\.(ts|js)$/.test(file)).sort();
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(`${migrationsDirectory}${file}`).href)));
  return modules.flatMap((module) => Object.values(module as Record<string, unknown>)).filter(
    (value): value is MigrationClass => typeof value === 'function' && typeof value.prototype?.up === 'function',
  );
};
