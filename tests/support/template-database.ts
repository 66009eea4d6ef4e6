import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const migrationsDirectory = resolve(import.meta.dirname, '../../api/src/migrations');

/**
 * Template databases this checkout makes start with this (a hash of its directory: several
 * checkouts may test against one server at once); any with another migrations hash are out of date.
 */
const checkout = createHash('sha256').update(resolve(import.meta.dirname, '../..')).digest('hex').slice(0, 6);
export const TEMPLATE_PREFIX = `club_template_${checkout}_`;

/**
 * Every database a test file gets (cloned ahead of the file that takes it, or made for it): each
 * is dropped in the background after its file, and the run's end drops any left over.
 */
export const TEST_DATABASE_PREFIX = `club_test_${checkout}_`;

/**
 * The migrated template's name: it follows the committed migrations, so a changed or added
 * migration makes a new template and no test file ever clones a stale one.
 */
export const templateDatabaseName = (): string => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDirectory).sort()) {
    hash.update(file);
    hash.update(readFileSync(resolve(migrationsDirectory, file)));
  }
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
};
