import type { MigrationInterface, QueryRunner } from 'typeorm';

// Saved views of the lists (issue 49): a list's filters, sort and columns under a name, its owner's or shared with a role.
export class SavedViews1797000000080 implements MigrationInterface {
  name = 'SavedViews1797000000080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"saved_views\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"name\" character varying(80) NOT NULL, \"resource\" character varying(64) NOT NULL, \"state\" jsonb, \"owner_id\" uuid, \"shared_with_role_id\" uuid, \"pinned\" boolean, \"search_text\" text, CONSTRAINT \"PK_30acd4fbe2058d97631ab9bb2b6\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_owner_id_resource\" ON \"saved_views\" (\"owner_id\", \"resource\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_shared_with_role_id_resource\" ON \"saved_views\" (\"shared_with_role_id\", \"resource\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_saved_views_owner_id_resource_name_unique\" ON \"saved_views\" (\"owner_id\", \"resource\", \"name\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_created_at_id\" ON \"saved_views\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_updated_at_id\" ON \"saved_views\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_name_id\" ON \"saved_views\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_resource_id\" ON \"saved_views\" (\"resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_shared_with_role_id_id\" ON \"saved_views\" (\"shared_with_role_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_pinned_id\" ON \"saved_views\" (\"pinned\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_owner_id_id\" ON \"saved_views\" (\"owner_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"saved_views\" ADD CONSTRAINT \"FK_saved_views_owner_id\" FOREIGN KEY (\"owner_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"saved_views\" ADD CONSTRAINT \"FK_saved_views_shared_with_role_id\" FOREIGN KEY (\"shared_with_role_id\") REFERENCES \"roles\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_saved_views_4aadd6\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"name\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_saved_views_4aadd6\" BEFORE INSERT OR UPDATE ON \"saved_views\" FOR EACH ROW EXECUTE FUNCTION \"search_saved_views_4aadd6\"()");
    await queryRunner.query("UPDATE \"saved_views\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"name\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"saved_views\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_saved_views_searchbc8872\" ON \"saved_views\" USING gin (\"search_text\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_saved_views_searchbc8872\"");
    await queryRunner.query("ALTER TABLE \"saved_views\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_saved_views_4aadd6\" ON \"saved_views\"");
    await queryRunner.query("DROP FUNCTION \"search_saved_views_4aadd6\"()");
    await queryRunner.query("ALTER TABLE \"saved_views\" DROP CONSTRAINT \"FK_saved_views_shared_with_role_id\"");
    await queryRunner.query("ALTER TABLE \"saved_views\" DROP CONSTRAINT \"FK_saved_views_owner_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_owner_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_pinned_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_shared_with_role_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_owner_id_resource_name_unique\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_shared_with_role_id_resource\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_saved_views_owner_id_resource\"");
    await queryRunner.query("DROP TABLE \"saved_views\"");
  }
}
