import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxAndOneTimeCodes1795274502945 implements MigrationInterface {
  name = 'OutboxAndOneTimeCodes1795274502945';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"notifications\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"channel\" character varying(64) NOT NULL, \"kind\" character varying(64) NOT NULL, \"recipient\" character varying(320) NOT NULL, \"subject\" character varying(255), \"body\" text NOT NULL, \"status\" character varying(64) NOT NULL, \"attempts\" integer NOT NULL, \"last_error\" character varying(1000), \"next_attempt_at\" TIMESTAMP WITH TIME ZONE, \"sent_at\" TIMESTAMP WITH TIME ZONE, \"user_id\" uuid, CONSTRAINT \"PK_6a72c3c0f683f6462415e653c3a\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_status_next_attempt_at\" ON \"notifications\" (\"status\", \"next_attempt_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_user_id_created_at_id\" ON \"notifications\" (\"user_id\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_created_at_id\" ON \"notifications\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_updated_at_id\" ON \"notifications\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_channel_id\" ON \"notifications\" (\"channel\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id\" ON \"notifications\" (\"kind\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_recipient_id\" ON \"notifications\" (\"recipient\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_subject_id\" ON \"notifications\" (\"subject\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_attempts_id\" ON \"notifications\" (\"attempts\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"one_time_codes\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"purpose\" text NOT NULL, \"user_id\" uuid NOT NULL, \"code_hash\" text NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"attempts\" integer NOT NULL DEFAULT '0', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_ae6fc30aa12eeae02fec8d6b63e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_one_time_codes_code_hash\" ON \"one_time_codes\" (\"code_hash\") ");
    await queryRunner.query("CREATE INDEX \"IDX_one_time_codes_user_id_purpose\" ON \"one_time_codes\" (\"user_id\", \"purpose\") ");
    await queryRunner.query("CREATE INDEX \"IDX_one_time_codes_expires_at\" ON \"one_time_codes\" (\"expires_at\") ");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ADD CONSTRAINT \"FK_one_time_codes_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_recipient_trgm\" ON \"notifications\" USING gin (\"recipient\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_subject_trgm\" ON \"notifications\" USING gin (\"subject\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_notifications_subject_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_notifications_recipient_trgm\"");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" DROP CONSTRAINT \"FK_one_time_codes_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_one_time_codes_expires_at\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_one_time_codes_user_id_purpose\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_one_time_codes_code_hash\"");
    await queryRunner.query("DROP TABLE \"one_time_codes\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_attempts_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_subject_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_recipient_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_channel_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_user_id_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_status_next_attempt_at\"");
    await queryRunner.query("DROP TABLE \"notifications\"");
  }
}
