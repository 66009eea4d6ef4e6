// pnpm migration:generate [Name]: writes api/src/migrations/{timestamp}-{Name}.ts with what the
// committed migrations lack to match the schema. Runs on a fresh in-memory embedded database.
import { writeFileSync } from 'node:fs';
import { loadRegistry } from '@club/schema/node';
import { internalEntities } from '../internal-entities';
import { createDataSource } from '../database/data-source';
import { startEmbeddedDatabase } from '../database/embedded';
import { SOURCE_DIRECTORIES } from '../modules/source-directories';
import { diffSchema } from '../database/schema-diff';

const name = (process.argv[2] ?? 'Schema').replace(/[^A-Za-z0-9]/g, '');
const registry = await loadRegistry();
const database = await startEmbeddedDatabase('memory://');
const dataSource = await createDataSource({ url: database.url, registry, poolSize: 1, internalEntities });
try {
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const { up, down } = await diffSchema(dataSource, registry);
  if (up.length === 0) {
    console.log('The migrations already match the schema: nothing to generate.');
  } else {
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const lines = (queries: string[]) =>
      queries.map((query) => `    await queryRunner.query(${JSON.stringify(query)});`).join('\n');
    const file = `${SOURCE_DIRECTORIES.migrations}/${timestamp}-${name}.ts`;
    writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`,
    );
    console.log(`Wrote ${file} (${up.length} statements).`);
  }
} finally {
  await dataSource.destroy();
  await database.stop();
}
