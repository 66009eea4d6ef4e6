import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserArabicNames1797000000011 implements MigrationInterface {
  name = 'UserArabicNames1797000000011';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_search105c78\"");
    await queryRunner.query("ALTER TABLE \"users\" ADD \"first_name_ar\" character varying(80)");
    await queryRunner.query("ALTER TABLE \"users\" ADD \"last_name_ar\" character varying(80)");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_users_847f92\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"first_name\"::text, '') || ' ' || coalesce(NEW.\"last_name\"::text, '') || ' ' || coalesce(NEW.\"first_name_ar\"::text, '') || ' ' || coalesce(NEW.\"last_name_ar\"::text, '') || ' ' || coalesce(NEW.\"username\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_users_847f92\" BEFORE INSERT OR UPDATE ON \"users\" FOR EACH ROW EXECUTE FUNCTION \"search_users_847f92\"()");
    await queryRunner.query("UPDATE \"users\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"first_name\"::text, '') || ' ' || coalesce(\"last_name\"::text, '') || ' ' || coalesce(\"first_name_ar\"::text, '') || ' ' || coalesce(\"last_name_ar\"::text, '') || ' ' || coalesce(\"username\"::text, ''))");
    await queryRunner.query("CREATE INDEX \"IDX_users_search190cbc\" ON \"users\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("DROP TRIGGER \"search_users_103776\" ON \"users\"");
    await queryRunner.query("DROP FUNCTION \"search_users_103776\"()");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_users_search190cbc\"");
    await queryRunner.query("DROP TRIGGER \"search_users_847f92\" ON \"users\"");
    await queryRunner.query("DROP FUNCTION \"search_users_847f92\"()");
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"last_name_ar\"");
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"first_name_ar\"");
    // Written by hand (the generator's down does not rebuild a search trigger): the names and username searched as before.
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_users_103776\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"first_name\"::text, '') || ' ' || coalesce(NEW.\"last_name\"::text, '') || ' ' || coalesce(NEW.\"username\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_users_103776\" BEFORE INSERT OR UPDATE ON \"users\" FOR EACH ROW EXECUTE FUNCTION \"search_users_103776\"()");
    await queryRunner.query("UPDATE \"users\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"first_name\"::text, '') || ' ' || coalesce(\"last_name\"::text, '') || ' ' || coalesce(\"username\"::text, ''))");
    await queryRunner.query("CREATE INDEX \"IDX_users_search105c78\" ON \"users\" USING gin (\"search_text\" gin_trgm_ops)");
  }
}
