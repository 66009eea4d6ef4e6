import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddExecutiveUnit1795601158733 implements MigrationInterface {
  name = 'AddExecutiveUnit1795601158733';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_orde91e81\"");
    await queryRunner.query("CREATE TABLE \"executive_settings\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"default_duration_minutes\" integer NOT NULL, \"reminders_enabled\" boolean, \"reminder_lead_minutes\" integer NOT NULL, \"meeting_places\" text, CONSTRAINT \"PK_582474afd464e7c39180a517ed4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_executive_settings_created_at_id\" ON \"executive_settings\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_executive_settings_updated_at_id\" ON \"executive_settings\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_executive_settings_default_duration_minutes_id\" ON \"executive_settings\" (\"default_duration_minutes\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_executive_settings_reminder_lead_minutes_id\" ON \"executive_settings\" (\"reminder_lead_minutes\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"stakeholders\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"name\" character varying(160) NOT NULL, \"name_ar\" character varying(160), \"organisation\" character varying(200), \"category\" character varying(64) NOT NULL, \"role\" character varying(120), \"power\" integer NOT NULL, \"interest\" integer NOT NULL, \"attitude\" character varying(64) NOT NULL, \"strategy\" character varying(64), \"engagement_plan\" text, \"owner_id\" uuid, \"last_contact_on\" date, \"next_contact_on\" date, \"search_text\" text, CONSTRAINT \"PK_74b5b503a4a44039a4a4b117ec6\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_created_at_id\" ON \"stakeholders\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_updated_at_id\" ON \"stakeholders\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_name_id\" ON \"stakeholders\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_organisation_id\" ON \"stakeholders\" (\"organisation\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_power_id\" ON \"stakeholders\" (\"power\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_interest_id\" ON \"stakeholders\" (\"interest\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_next_contact_on_id\" ON \"stakeholders\" (\"next_contact_on\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_owner_id_id\" ON \"stakeholders\" (\"owner_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_strategy\" ON \"stakeholders\" (\"strategy\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_category\" ON \"stakeholders\" (\"category\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_attitude\" ON \"stakeholders\" (\"attitude\") ");
    await queryRunner.query("ALTER TABLE \"meetings\" ADD \"minutes\" text");
    await queryRunner.query("ALTER TABLE \"meetings\" ADD \"decisions\" text");
    await queryRunner.query("ALTER TABLE \"meetings\" ADD \"reminder_sent_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"stakeholders\" ADD CONSTRAINT \"FK_stakeholders_owner_id\" FOREIGN KEY (\"owner_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_stakeholders_2d9d90\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"name\"::text, '') || ' ' || coalesce(NEW.\"name_ar\"::text, '') || ' ' || coalesce(NEW.\"organisation\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_stakeholders_2d9d90\" BEFORE INSERT OR UPDATE ON \"stakeholders\" FOR EACH ROW EXECUTE FUNCTION \"search_stakeholders_2d9d90\"()");
    await queryRunner.query("UPDATE \"stakeholders\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"name\"::text, '') || ' ' || coalesce(\"name_ar\"::text, '') || ' ' || coalesce(\"organisation\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"stakeholders\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ordfce732\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_search352959\" ON \"stakeholders\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_category_id_ord6ed24e\" ON \"stakeholders\" (array_position(ARRAY['government', 'federation', 'sponsor', 'media', 'supplier', 'community', 'board', 'staff', 'fans']::varchar[], \"category\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_attitude_id_ord6f4116\" ON \"stakeholders\" (array_position(ARRAY['champion', 'supporter', 'neutral', 'critic', 'blocker']::varchar[], \"attitude\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_stakeholders_strategy_id_ord00725f\" ON \"stakeholders\" (array_position(ARRAY['manageClosely', 'keepSatisfied', 'keepInformed', 'monitor']::varchar[], \"strategy\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_stakeholders_strategy_id_ord00725f\"");
    await queryRunner.query("DROP INDEX \"IDX_stakeholders_attitude_id_ord6f4116\"");
    await queryRunner.query("DROP INDEX \"IDX_stakeholders_category_id_ord6ed24e\"");
    await queryRunner.query("DROP INDEX \"IDX_stakeholders_search352959\"");
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_ordfce732\"");
    await queryRunner.query("ALTER TABLE \"stakeholders\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_stakeholders_2d9d90\" ON \"stakeholders\"");
    await queryRunner.query("DROP FUNCTION \"search_stakeholders_2d9d90\"()");
    await queryRunner.query("ALTER TABLE \"stakeholders\" DROP CONSTRAINT \"FK_stakeholders_owner_id\"");
    await queryRunner.query("ALTER TABLE \"meetings\" DROP COLUMN \"reminder_sent_at\"");
    await queryRunner.query("ALTER TABLE \"meetings\" DROP COLUMN \"decisions\"");
    await queryRunner.query("ALTER TABLE \"meetings\" DROP COLUMN \"minutes\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_attitude\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_category\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_strategy\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_owner_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_next_contact_on_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_interest_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_power_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_organisation_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stakeholders_created_at_id\"");
    await queryRunner.query("DROP TABLE \"stakeholders\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_executive_settings_reminder_lead_minutes_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_executive_settings_default_duration_minutes_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_executive_settings_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_executive_settings_created_at_id\"");
    await queryRunner.query("DROP TABLE \"executive_settings\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_orde91e81\" ON \"notifications\" (\"id\") ");
  }
}
