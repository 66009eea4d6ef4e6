import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InAppNotifications1795709513868 implements MigrationInterface {
  name = 'InAppNotifications1795709513868';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"notification_recipients\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"user_id\" uuid NOT NULL, \"kind\" character varying(64) NOT NULL, \"resource\" character varying(64) NOT NULL, \"record_id\" character varying(36) NOT NULL, \"title\" character varying(255) NOT NULL, \"body\" character varying(500), \"link\" character varying(300) NOT NULL, \"read_at\" TIMESTAMP WITH TIME ZONE, \"search_text\" text, CONSTRAINT \"PK_bd5b25c456987261a38c762b223\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_user_id_read_at_created_at\" ON \"notification_recipients\" (\"user_id\", \"read_at\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_created_at_id\" ON \"notification_recipients\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_updated_at_id\" ON \"notification_recipients\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_title_id\" ON \"notification_recipients\" (\"title\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_resource_id\" ON \"notification_recipients\" (\"resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_read_at_id\" ON \"notification_recipients\" (\"read_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_user_id_id\" ON \"notification_recipients\" (\"user_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_kind\" ON \"notification_recipients\" (\"kind\") ");
    await queryRunner.query("ALTER TABLE \"notification_recipients\" ADD CONSTRAINT \"FK_notification_recipients_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_notification_recipients_8581ef\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"title\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_notification_recipients_8581ef\" BEFORE INSERT OR UPDATE ON \"notification_recipients\" FOR EACH ROW EXECUTE FUNCTION \"search_notification_recipients_8581ef\"()");
    await queryRunner.query("UPDATE \"notification_recipients\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"title\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"notification_recipients\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_searchc6d7ef\" ON \"notification_recipients\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_kind_id_ordc72bdf\" ON \"notification_recipients\" (array_position(ARRAY['assigned', 'approval', 'reminder']::varchar[], \"kind\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_notification_recipients_kind_id_ordc72bdf\"");
    await queryRunner.query("DROP INDEX \"IDX_notification_recipients_searchc6d7ef\"");
    await queryRunner.query("ALTER TABLE \"notification_recipients\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_notification_recipients_8581ef\" ON \"notification_recipients\"");
    await queryRunner.query("DROP FUNCTION \"search_notification_recipients_8581ef\"()");
    await queryRunner.query("ALTER TABLE \"notification_recipients\" DROP CONSTRAINT \"FK_notification_recipients_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_kind\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_user_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_read_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_title_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_user_id_read_at_created_at\"");
    await queryRunner.query("DROP TABLE \"notification_recipients\"");
  }
}
