import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionEndsAt1795580000000 implements MigrationInterface {
  name = 'SessionEndsAt1795580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" ADD \"session_ends_at\" TIMESTAMP WITH TIME ZONE");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" DROP COLUMN \"session_ends_at\"");
  }
}
