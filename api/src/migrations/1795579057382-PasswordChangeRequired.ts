import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordChangeRequired1795579057382 implements MigrationInterface {
  name = 'PasswordChangeRequired1795579057382';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"auth_user_state\" ADD \"password_change_required\" boolean NOT NULL DEFAULT false");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"auth_user_state\" DROP COLUMN \"password_change_required\"");
  }
}
