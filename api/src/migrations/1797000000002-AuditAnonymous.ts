import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditAnonymous1797000000002 implements MigrationInterface {
  name = 'AuditAnonymous1797000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"audit_logs\" ADD \"anonymous\" boolean");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"audit_logs\" DROP COLUMN \"anonymous\"");
  }
}
