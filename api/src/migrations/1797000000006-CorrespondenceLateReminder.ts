import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 45: a letter whose answer is late reminds its assignee once per due date.
export class CorrespondenceLateReminder1797000000006 implements MigrationInterface {
  name = 'CorrespondenceLateReminder1797000000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"correspondence\" ADD \"reminder_sent_at\" TIMESTAMP WITH TIME ZONE");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"correspondence\" DROP COLUMN \"reminder_sent_at\"");
  }
}
