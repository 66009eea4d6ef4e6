import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApprovalStepArabicLabels1797000000010 implements MigrationInterface {
  name = 'ApprovalStepArabicLabels1797000000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"approval_steps\" ADD \"label_ar\" character varying(80)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"approval_steps\" DROP COLUMN \"label_ar\"");
  }
}
