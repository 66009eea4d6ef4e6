import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SensitiveContactData1795581205524 implements MigrationInterface {
  name = 'SensitiveContactData1795581205524';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_searchbb7600\"");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_users_103776\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"first_name\"::text, '') || ' ' || coalesce(NEW.\"last_name\"::text, '') || ' ' || coalesce(NEW.\"username\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_users_103776\" BEFORE INSERT OR UPDATE ON \"users\" FOR EACH ROW EXECUTE FUNCTION \"search_users_103776\"()");
    await queryRunner.query("UPDATE \"users\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"first_name\"::text, '') || ' ' || coalesce(\"last_name\"::text, '') || ' ' || coalesce(\"username\"::text, ''))");
    await queryRunner.query("CREATE INDEX \"IDX_users_search105c78\" ON \"users\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("DROP TRIGGER \"search_users_e12df8\" ON \"users\"");
    await queryRunner.query("DROP FUNCTION \"search_users_e12df8\"()");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_users_search105c78\"");
    await queryRunner.query("DROP TRIGGER \"search_users_103776\" ON \"users\"");
    await queryRunner.query("DROP FUNCTION \"search_users_103776\"()");
    // Written by hand (the generator's down does not rebuild a search trigger): email searchable again.
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_users_e12df8\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"first_name\"::text, '') || ' ' || coalesce(NEW.\"last_name\"::text, '') || ' ' || coalesce(NEW.\"username\"::text, '') || ' ' || coalesce(NEW.\"email\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_users_e12df8\" BEFORE INSERT OR UPDATE ON \"users\" FOR EACH ROW EXECUTE FUNCTION \"search_users_e12df8\"()");
    await queryRunner.query("UPDATE \"users\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"first_name\"::text, '') || ' ' || coalesce(\"last_name\"::text, '') || ' ' || coalesce(\"username\"::text, '') || ' ' || coalesce(\"email\"::text, ''))");
    await queryRunner.query("CREATE INDEX \"IDX_users_searchbb7600\" ON \"users\" USING gin (\"search_text\" gin_trgm_ops)");
  }
}
