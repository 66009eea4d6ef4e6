import type { MigrationInterface, QueryRunner } from 'typeorm';

// The page permission `import` (access.ts ACTIONS): a role that may both create records of a page
// and export them may import them, as new roles get it by default; an administrator takes it back
// in the matrix. Pages take the action at the next start (syncAccess follows the code).
export class ImportPermission1797000000100 implements MigrationInterface {
  name = 'ImportPermission1797000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "roles" SET "permissions" = (
         SELECT jsonb_object_agg("page"."key", CASE WHEN "page"."value" ? 'create' AND "page"."value" ? 'export' AND NOT "page"."value" ? 'import' THEN "page"."value" || '["import"]'::jsonb ELSE "page"."value" END)
         FROM jsonb_each("roles"."permissions") AS "page")
       WHERE jsonb_typeof("permissions") = 'object' AND "permissions" <> '{}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "roles" SET "permissions" = (
         SELECT jsonb_object_agg("page"."key", CASE WHEN jsonb_typeof("page"."value") = 'array' THEN "page"."value" - 'import' ELSE "page"."value" END)
         FROM jsonb_each("roles"."permissions") AS "page")
       WHERE jsonb_typeof("permissions") = 'object' AND "permissions" <> '{}'::jsonb`,
    );
  }
}
