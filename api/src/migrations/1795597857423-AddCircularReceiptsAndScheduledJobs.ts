import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCircularReceiptsAndScheduledJobs1795597857423 implements MigrationInterface {
  name = 'AddCircularReceiptsAndScheduledJobs1795597857423';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ord0732e7\"");
    await queryRunner.query("CREATE TABLE \"circular_receipts\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"bulletin_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"employee_id\" uuid, \"department_id\" uuid, \"reader_name\" character varying(255) NOT NULL, \"read_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"search_text\" text, CONSTRAINT \"PK_09a5365369f1ba5435a57fd4afb\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_created_at_id\" ON \"circular_receipts\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_updated_at_id\" ON \"circular_receipts\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_bulletin_id_id\" ON \"circular_receipts\" (\"bulletin_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_reader_name_id\" ON \"circular_receipts\" (\"reader_name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_department_id_id\" ON \"circular_receipts\" (\"department_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_read_at_id\" ON \"circular_receipts\" (\"read_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_user_id\" ON \"circular_receipts\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_employee_id\" ON \"circular_receipts\" (\"employee_id\") ");
    await queryRunner.query("CREATE TABLE \"scheduled_jobs\" (\"name\" character varying(120) NOT NULL, \"last_run_at\" TIMESTAMP WITH TIME ZONE, \"last_done\" integer, \"last_error\" text, CONSTRAINT \"PK_5c795bbd339d082a44c10f1bb4c\" PRIMARY KEY (\"name\"))");
    await queryRunner.query("ALTER TABLE \"employee_contracts\" ADD \"reminder_sent_at\" TIMESTAMP WITH TIME ZONE");
    // The settings row already there takes the default of the schema (60 days), then the column has none, like the rest.
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"contract_reminder_days\" integer NOT NULL DEFAULT 60");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"contract_reminder_days\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"hr_email\" character varying(254)");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ADD \"department_id\" uuid");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ADD \"audience_size\" integer");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ADD \"read_count\" integer");
    // Circulars already published: nobody has acknowledged them yet; they reach every employee with an account.
    await queryRunner.query("UPDATE \"internal_bulletins\" SET \"read_count\" = 0");
    await queryRunner.query("UPDATE \"internal_bulletins\" SET \"audience_size\" = (SELECT count(*) FROM \"employees\" WHERE \"status\" IN ('active', 'onLeave') AND \"user_id\" IS NOT NULL) WHERE \"status\" = 'published'");
    await queryRunner.query("CREATE INDEX \"IDX_internal_bulletins_read_count_id\" ON \"internal_bulletins\" (\"read_count\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_internal_bulletins_audience_size_id\" ON \"internal_bulletins\" (\"audience_size\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_internal_bulletins_department_id_id\" ON \"internal_bulletins\" (\"department_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" ADD CONSTRAINT \"FK_circular_receipts_bulletin_id\" FOREIGN KEY (\"bulletin_id\") REFERENCES \"internal_bulletins\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" ADD CONSTRAINT \"FK_circular_receipts_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" ADD CONSTRAINT \"FK_circular_receipts_employee_id\" FOREIGN KEY (\"employee_id\") REFERENCES \"employees\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" ADD CONSTRAINT \"FK_circular_receipts_department_id\" FOREIGN KEY (\"department_id\") REFERENCES \"departments\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ADD CONSTRAINT \"FK_internal_bulletins_department_id\" FOREIGN KEY (\"department_id\") REFERENCES \"departments\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_circular_receipts_633aac\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"reader_name\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_circular_receipts_633aac\" BEFORE INSERT OR UPDATE ON \"circular_receipts\" FOR EACH ROW EXECUTE FUNCTION \"search_circular_receipts_633aac\"()");
    await queryRunner.query("UPDATE \"circular_receipts\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"reader_name\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_circular_receipts_search3712d3\" ON \"circular_receipts\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_orde91e81\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry']::varchar[], \"kind\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_orde91e81\"");
    await queryRunner.query("DROP INDEX \"IDX_circular_receipts_search3712d3\"");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_circular_receipts_633aac\" ON \"circular_receipts\"");
    await queryRunner.query("DROP FUNCTION \"search_circular_receipts_633aac\"()");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" DROP CONSTRAINT \"FK_internal_bulletins_department_id\"");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" DROP CONSTRAINT \"FK_circular_receipts_department_id\"");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" DROP CONSTRAINT \"FK_circular_receipts_employee_id\"");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" DROP CONSTRAINT \"FK_circular_receipts_user_id\"");
    await queryRunner.query("ALTER TABLE \"circular_receipts\" DROP CONSTRAINT \"FK_circular_receipts_bulletin_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_internal_bulletins_department_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_internal_bulletins_audience_size_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_internal_bulletins_read_count_id\"");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" DROP COLUMN \"read_count\"");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" DROP COLUMN \"audience_size\"");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" DROP COLUMN \"department_id\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"hr_email\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"contract_reminder_days\"");
    await queryRunner.query("ALTER TABLE \"employee_contracts\" DROP COLUMN \"reminder_sent_at\"");
    await queryRunner.query("DROP TABLE \"scheduled_jobs\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_employee_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_read_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_department_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_reader_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_bulletin_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_circular_receipts_created_at_id\"");
    await queryRunner.query("DROP TABLE \"circular_receipts\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord0732e7\" ON \"notifications\" (\"id\") ");
  }
}
