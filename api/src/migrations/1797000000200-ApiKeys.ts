import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeys1797000000200 implements MigrationInterface {
  name = 'ApiKeys1797000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"api_keys\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"name\" character varying(80) NOT NULL, \"description\" text, \"role_id\" uuid NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE, \"allowed_sources\" text, \"per_minute\" integer NOT NULL, \"overlap_hours\" integer, \"status\" character varying(64), \"revoked_at\" TIMESTAMP WITH TIME ZONE, \"prefix\" character varying(40), \"last_used_at\" TIMESTAMP WITH TIME ZONE, \"use_count\" integer, \"user_id\" uuid, \"search_text\" text, CONSTRAINT \"PK_5c8a79801b44bd27b79228e1dad\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_api_keys_name_unique\" ON \"api_keys\" (\"name\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_created_at_id\" ON \"api_keys\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_updated_at_id\" ON \"api_keys\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_name_id\" ON \"api_keys\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_role_id_id\" ON \"api_keys\" (\"role_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_prefix_id\" ON \"api_keys\" (\"prefix\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_expires_at_id\" ON \"api_keys\" (\"expires_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_last_used_at_id\" ON \"api_keys\" (\"last_used_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_use_count_id\" ON \"api_keys\" (\"use_count\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_user_id\" ON \"api_keys\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_status\" ON \"api_keys\" (\"status\") ");
    await queryRunner.query("CREATE TABLE \"api_key_secrets\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"key_id\" uuid NOT NULL, \"lookup\" text NOT NULL, \"secret_hash\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"valid_until\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_7e889794adb419997fcfeb98e21\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_api_key_secrets_lookup\" ON \"api_key_secrets\" (\"lookup\") ");
    await queryRunner.query("CREATE INDEX \"IDX_api_key_secrets_key_id\" ON \"api_key_secrets\" (\"key_id\") ");
    await queryRunner.query("ALTER TABLE \"api_keys\" ADD CONSTRAINT \"FK_api_keys_role_id\" FOREIGN KEY (\"role_id\") REFERENCES \"roles\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"api_key_secrets\" ADD CONSTRAINT \"FK_api_key_secrets_key_id\" FOREIGN KEY (\"key_id\") REFERENCES \"api_keys\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_api_keys_4aadd6\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"name\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_api_keys_4aadd6\" BEFORE INSERT OR UPDATE ON \"api_keys\" FOR EACH ROW EXECUTE FUNCTION \"search_api_keys_4aadd6\"()");
    await queryRunner.query("UPDATE \"api_keys\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"name\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"api_keys\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_searchbc8872\" ON \"api_keys\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_api_keys_status_id_ord2fccbd\" ON \"api_keys\" (array_position(ARRAY['active', 'revoked']::varchar[], \"status\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_api_keys_status_id_ord2fccbd\"");
    await queryRunner.query("DROP INDEX \"IDX_api_keys_searchbc8872\"");
    await queryRunner.query("ALTER TABLE \"api_keys\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_api_keys_4aadd6\" ON \"api_keys\"");
    await queryRunner.query("DROP FUNCTION \"search_api_keys_4aadd6\"()");
    await queryRunner.query("ALTER TABLE \"api_key_secrets\" DROP CONSTRAINT \"FK_api_key_secrets_key_id\"");
    await queryRunner.query("ALTER TABLE \"api_keys\" DROP CONSTRAINT \"FK_api_keys_role_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_key_secrets_key_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_key_secrets_lookup\"");
    await queryRunner.query("DROP TABLE \"api_key_secrets\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_use_count_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_last_used_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_expires_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_prefix_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_role_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_api_keys_name_unique\"");
    await queryRunner.query("DROP TABLE \"api_keys\"");
  }
}
