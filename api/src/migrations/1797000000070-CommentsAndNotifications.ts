import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentsAndNotifications1797000000070 implements MigrationInterface {
  name = 'CommentsAndNotifications1797000000070';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_recipients_kind_id_ordc72bdf\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ord0fcbb9\"");
    await queryRunner.query("CREATE TABLE \"notification_policy\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"required\" character varying(64) array, CONSTRAINT \"PK_de4736558405cbc7e1571da4267\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_notification_policy_created_at_id\" ON \"notification_policy\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notification_policy_updated_at_id\" ON \"notification_policy\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"record_comments\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"resource\" character varying(64) NOT NULL, \"record_id\" character varying(36) NOT NULL, \"author_id\" uuid, \"body\" text NOT NULL, \"mention_ids\" uuid array, \"attachments\" jsonb, \"edited_at\" TIMESTAMP WITH TIME ZONE, \"search_text\" text, CONSTRAINT \"PK_08c0c95bb35bc4f1566bfc07434\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_resource_record_id_created_at\" ON \"record_comments\" (\"resource\", \"record_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_created_at_id\" ON \"record_comments\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_updated_at_id\" ON \"record_comments\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_resource_id\" ON \"record_comments\" (\"resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_author_id_id\" ON \"record_comments\" (\"author_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_edited_at_id\" ON \"record_comments\" (\"edited_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_record_id_id\" ON \"record_comments\" (\"record_id\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"record_followers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"resource\" character varying(64) NOT NULL, \"record_id\" character varying(36) NOT NULL, \"user_id\" uuid NOT NULL, \"following\" boolean NOT NULL, CONSTRAINT \"PK_c02cd3813e5d600116046892391\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_record_followers_resource_record_id_user_id_unique\" ON \"record_followers\" (\"resource\", \"record_id\", \"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_followers_created_at_id\" ON \"record_followers\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_followers_updated_at_id\" ON \"record_followers\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_followers_resource_id\" ON \"record_followers\" (\"resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_followers_record_id_id\" ON \"record_followers\" (\"record_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_followers_user_id_id\" ON \"record_followers\" (\"user_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_record_followers_following_id\" ON \"record_followers\" (\"following\", \"id\") ");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_record_comments_b6c23e\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"body\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_record_comments_b6c23e\" BEFORE INSERT OR UPDATE ON \"record_comments\" FOR EACH ROW EXECUTE FUNCTION \"search_record_comments_b6c23e\"()");
    await queryRunner.query("UPDATE \"record_comments\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"body\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"record_comments\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_kind_id_ordc2e73d\" ON \"notification_recipients\" (array_position(ARRAY['assigned', 'approval', 'reminder', 'mentioned', 'commented', 'changed']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ordaefa99\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice', 'reminder', 'notice', 'digest']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_record_comments_search43806f\" ON \"record_comments\" USING gin (\"search_text\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_record_comments_search43806f\"");
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_ordaefa99\"");
    await queryRunner.query("DROP INDEX \"IDX_notification_recipients_kind_id_ordc2e73d\"");
    await queryRunner.query("ALTER TABLE \"record_comments\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_record_comments_b6c23e\" ON \"record_comments\"");
    await queryRunner.query("DROP FUNCTION \"search_record_comments_b6c23e\"()");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_following_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_user_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_record_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_followers_resource_record_id_user_id_unique\"");
    await queryRunner.query("DROP TABLE \"record_followers\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_record_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_edited_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_author_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_record_comments_resource_record_id_created_at\"");
    await queryRunner.query("DROP TABLE \"record_comments\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_policy_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notification_policy_created_at_id\"");
    await queryRunner.query("DROP TABLE \"notification_policy\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord0fcbb9\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice', 'reminder']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notification_recipients_kind_id_ordc72bdf\" ON \"notification_recipients\" (array_position(ARRAY['assigned', 'approval', 'reminder']::varchar[], \"kind\"), \"id\")");
  }
}
