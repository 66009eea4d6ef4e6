import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IntegrationSettings1795717890372 implements MigrationInterface {
  name = 'IntegrationSettings1795717890372';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"integration_settings\" (\"key\" text NOT NULL, \"settings\" jsonb NOT NULL DEFAULT '{}', \"secrets\" text, \"updated_at\" TIMESTAMP WITH TIME ZONE, \"updated_by\" uuid, \"checked_at\" TIMESTAMP WITH TIME ZONE, \"check_ok\" boolean, \"check_message\" text, CONSTRAINT \"PK_873070a57186820fb23e9323f22\" PRIMARY KEY (\"key\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"integration_settings\"");
  }
}
