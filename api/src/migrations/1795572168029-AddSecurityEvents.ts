import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSecurityEvents1795572168029 implements MigrationInterface {
  name = 'AddSecurityEvents1795572168029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"security_events\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"event\" character varying(64) NOT NULL, \"level\" character varying(64) NOT NULL, \"user_id\" uuid, \"client_ip\" character varying(45), \"request_id\" character varying(100), \"detail\" character varying(500), \"search_text\" text, CONSTRAINT \"PK_6fc100d6700780737348df0d3ae\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_event_created_at_id\" ON \"security_events\" (\"event\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_created_at_id\" ON \"security_events\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_updated_at_id\" ON \"security_events\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_user_id_id\" ON \"security_events\" (\"user_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_client_ip_id\" ON \"security_events\" (\"client_ip\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_detail_id\" ON \"security_events\" (\"detail\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_request_id_id\" ON \"security_events\" (\"request_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_level\" ON \"security_events\" (\"level\") ");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_security_events_35ec74\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"detail\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_security_events_35ec74\" BEFORE INSERT OR UPDATE ON \"security_events\" FOR EACH ROW EXECUTE FUNCTION \"search_security_events_35ec74\"()");
    await queryRunner.query("UPDATE \"security_events\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"detail\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"security_events\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_search57184a\" ON \"security_events\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_event_id_ord6a559e\" ON \"security_events\" (array_position(ARRAY['authn_login_success', 'authn_login_fail', 'authn_login_lock', 'authn_token_reuse', 'authn_password_change', 'authn_password_change_fail', 'authn_password_reset', 'authz_fail', 'authz_change', 'authz_admin', 'excess_rate_limit_exceeded', 'session_expired']::varchar[], \"event\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_security_events_level_id_ord8c1c06\" ON \"security_events\" (array_position(ARRAY['info', 'warn', 'critical']::varchar[], \"level\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_security_events_level_id_ord8c1c06\"");
    await queryRunner.query("DROP INDEX \"IDX_security_events_event_id_ord6a559e\"");
    await queryRunner.query("DROP INDEX \"IDX_security_events_search57184a\"");
    await queryRunner.query("ALTER TABLE \"security_events\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_security_events_35ec74\" ON \"security_events\"");
    await queryRunner.query("DROP FUNCTION \"search_security_events_35ec74\"()");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_level\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_request_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_detail_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_client_ip_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_user_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_security_events_event_created_at_id\"");
    await queryRunner.query("DROP TABLE \"security_events\"");
  }
}
