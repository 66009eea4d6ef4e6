import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Trash1795834384690 implements MigrationInterface {
  name = 'Trash1795834384690';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"trashed_records\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"resource\" character varying(64) NOT NULL, \"record_id\" character varying(36) NOT NULL, \"summary\" character varying(255), \"record\" jsonb NOT NULL, \"lines\" jsonb, \"line_count\" integer NOT NULL, \"file_count\" integer NOT NULL, \"deleted_by_id\" uuid, \"purge_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"search_text\" text, CONSTRAINT \"PK_c4951848c06bb9774bca149f563\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_resource_created_at_id\" ON \"trashed_records\" (\"resource\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_record_id\" ON \"trashed_records\" (\"record_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_purge_at\" ON \"trashed_records\" (\"purge_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_created_at_id\" ON \"trashed_records\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_updated_at_id\" ON \"trashed_records\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_summary_id\" ON \"trashed_records\" (\"summary\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_resource_id\" ON \"trashed_records\" (\"resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_deleted_by_id_id\" ON \"trashed_records\" (\"deleted_by_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_line_count_id\" ON \"trashed_records\" (\"line_count\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_file_count_id\" ON \"trashed_records\" (\"file_count\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_purge_at_id\" ON \"trashed_records\" (\"purge_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_record_id_id\" ON \"trashed_records\" (\"record_id\", \"id\") ");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_trashed_records_cd6121\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"summary\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_trashed_records_cd6121\" BEFORE INSERT OR UPDATE ON \"trashed_records\" FOR EACH ROW EXECUTE FUNCTION \"search_trashed_records_cd6121\"()");
    await queryRunner.query("UPDATE \"trashed_records\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"summary\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"trashed_records\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_trashed_records_search2575b2\" ON \"trashed_records\" USING gin (\"search_text\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_trashed_records_search2575b2\"");
    await queryRunner.query("ALTER TABLE \"trashed_records\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_trashed_records_cd6121\" ON \"trashed_records\"");
    await queryRunner.query("DROP FUNCTION \"search_trashed_records_cd6121\"()");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_record_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_purge_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_file_count_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_line_count_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_deleted_by_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_summary_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_purge_at\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_record_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_trashed_records_resource_created_at_id\"");
    await queryRunner.query("DROP TABLE \"trashed_records\"");
  }
}
