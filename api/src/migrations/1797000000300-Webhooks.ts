import type { MigrationInterface, QueryRunner } from 'typeorm';

// Webhooks (issue 50): subscriptions and their delivery log, each subscription's sealed signing secret,
// and the outbox's new channel and kind (webhook).
export class Webhooks1797000000300 implements MigrationInterface {
  name = 'Webhooks1797000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_channel_id_ord785fc0\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ordaefa99\"");
    await queryRunner.query("CREATE TABLE \"webhook_deliveries\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"subscription_id\" uuid NOT NULL, \"event_id\" character varying(36) NOT NULL, \"event_type\" character varying(140) NOT NULL, \"record_id\" character varying(36), \"attempt\" integer NOT NULL, \"outcome\" character varying(64) NOT NULL, \"status_code\" integer, \"duration_ms\" integer, \"error\" character varying(1000), \"message_id\" character varying(36) NOT NULL, \"search_text\" text, CONSTRAINT \"PK_535dd409947fb6d8fc6dfc0112a\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_subscription_id_created_at_id\" ON \"webhook_deliveries\" (\"subscription_id\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_created_at_id\" ON \"webhook_deliveries\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_updated_at_id\" ON \"webhook_deliveries\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_event_type_id\" ON \"webhook_deliveries\" (\"event_type\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_attempt_id\" ON \"webhook_deliveries\" (\"attempt\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_status_code_id\" ON \"webhook_deliveries\" (\"status_code\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_duration_ms_id\" ON \"webhook_deliveries\" (\"duration_ms\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_error_id\" ON \"webhook_deliveries\" (\"error\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_subscription_id_id\" ON \"webhook_deliveries\" (\"subscription_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_event_id_id\" ON \"webhook_deliveries\" (\"event_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_outcome\" ON \"webhook_deliveries\" (\"outcome\") ");
    await queryRunner.query("CREATE TABLE \"webhook_subscriptions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"name\" character varying(80) NOT NULL, \"url\" character varying(2048) NOT NULL, \"resource\" character varying(64) NOT NULL, \"events\" jsonb NOT NULL, \"role_id\" uuid NOT NULL, \"status\" character varying(64) NOT NULL, \"owner_id\" uuid, \"secret_set_at\" TIMESTAMP WITH TIME ZONE, \"failures_in_row\" integer, \"failing_since\" TIMESTAMP WITH TIME ZONE, \"search_text\" text, CONSTRAINT \"PK_bf631ae77d39849d599817fb6f4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_resource_status\" ON \"webhook_subscriptions\" (\"resource\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_created_at_id\" ON \"webhook_subscriptions\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_updated_at_id\" ON \"webhook_subscriptions\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_name_id\" ON \"webhook_subscriptions\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_resource_id\" ON \"webhook_subscriptions\" (\"resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_url_id\" ON \"webhook_subscriptions\" (\"url\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_failures_in_row_id\" ON \"webhook_subscriptions\" (\"failures_in_row\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_failing_since_id\" ON \"webhook_subscriptions\" (\"failing_since\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_role_id_id\" ON \"webhook_subscriptions\" (\"role_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_owner_id_id\" ON \"webhook_subscriptions\" (\"owner_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_status\" ON \"webhook_subscriptions\" (\"status\") ");
    await queryRunner.query("CREATE TABLE \"webhook_secrets\" (\"subscription_id\" uuid NOT NULL, \"sealed\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_5effd4a96d607324a753e456780\" PRIMARY KEY (\"subscription_id\"))");
    await queryRunner.query("ALTER TABLE \"webhook_subscriptions\" ADD CONSTRAINT \"FK_webhook_subscriptions_role_id\" FOREIGN KEY (\"role_id\") REFERENCES \"roles\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_webhook_deliveries_c8dd17\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"event_type\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_webhook_deliveries_c8dd17\" BEFORE INSERT OR UPDATE ON \"webhook_deliveries\" FOR EACH ROW EXECUTE FUNCTION \"search_webhook_deliveries_c8dd17\"()");
    await queryRunner.query("UPDATE \"webhook_deliveries\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"event_type\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_webhook_subscriptions_4aadd6\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"name\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_webhook_subscriptions_4aadd6\" BEFORE INSERT OR UPDATE ON \"webhook_subscriptions\" FOR EACH ROW EXECUTE FUNCTION \"search_webhook_subscriptions_4aadd6\"()");
    await queryRunner.query("UPDATE \"webhook_subscriptions\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"name\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"webhook_deliveries\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"webhook_subscriptions\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_channel_id_orde30f95\" ON \"notifications\" (array_position(ARRAY['email', 'sms', 'zatca', 'webhook']::varchar[], \"channel\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord492c6a\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice', 'reminder', 'notice', 'digest', 'webhook']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_search198b2c\" ON \"webhook_deliveries\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_deliveries_outcome_id_ord5a5cf2\" ON \"webhook_deliveries\" (array_position(ARRAY['delivered', 'failed', 'skipped']::varchar[], \"outcome\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_searchbc8872\" ON \"webhook_subscriptions\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_webhook_subscriptions_status_id_orde7ea59\" ON \"webhook_subscriptions\" (array_position(ARRAY['active', 'paused']::varchar[], \"status\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_webhook_subscriptions_status_id_orde7ea59\"");
    await queryRunner.query("DROP INDEX \"IDX_webhook_subscriptions_searchbc8872\"");
    await queryRunner.query("DROP INDEX \"IDX_webhook_deliveries_outcome_id_ord5a5cf2\"");
    await queryRunner.query("DROP INDEX \"IDX_webhook_deliveries_search198b2c\"");
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_ord492c6a\"");
    await queryRunner.query("DROP INDEX \"IDX_notifications_channel_id_orde30f95\"");
    await queryRunner.query("ALTER TABLE \"webhook_subscriptions\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"webhook_deliveries\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_webhook_subscriptions_4aadd6\" ON \"webhook_subscriptions\"");
    await queryRunner.query("DROP FUNCTION \"search_webhook_subscriptions_4aadd6\"()");
    await queryRunner.query("DROP TRIGGER \"search_webhook_deliveries_c8dd17\" ON \"webhook_deliveries\"");
    await queryRunner.query("DROP FUNCTION \"search_webhook_deliveries_c8dd17\"()");
    await queryRunner.query("ALTER TABLE \"webhook_subscriptions\" DROP CONSTRAINT \"FK_webhook_subscriptions_role_id\"");
    await queryRunner.query("DROP TABLE \"webhook_secrets\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_owner_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_role_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_failing_since_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_failures_in_row_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_url_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_subscriptions_resource_status\"");
    await queryRunner.query("DROP TABLE \"webhook_subscriptions\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_outcome\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_event_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_subscription_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_error_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_duration_ms_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_status_code_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_attempt_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_event_type_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_webhook_deliveries_subscription_id_created_at_id\"");
    await queryRunner.query("DROP TABLE \"webhook_deliveries\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ordaefa99\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice', 'reminder', 'notice', 'digest']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_channel_id_ord785fc0\" ON \"notifications\" (array_position(ARRAY['email', 'sms', 'zatca']::varchar[], \"channel\"), \"id\")");
  }
}
