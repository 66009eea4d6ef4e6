import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditCauses1795833921749 implements MigrationInterface {
  name = 'AuditCauses1795833921749';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_action_id_ord9a8cb7\"");
    await queryRunner.query("ALTER TABLE \"audit_logs\" ADD \"cause_resource\" character varying(64)");
    await queryRunner.query("ALTER TABLE \"audit_logs\" ADD \"cause_record_id\" character varying(36)");
    await queryRunner.query("ALTER TABLE \"audit_logs\" ADD \"cause_action\" character varying(64)");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_action_id_ordb03c0d\" ON \"audit_logs\" (array_position(ARRAY['create', 'update', 'delete', 'restore', 'read']::varchar[], \"action\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_audit_logs_action_id_ordb03c0d\"");
    await queryRunner.query("ALTER TABLE \"audit_logs\" DROP COLUMN \"cause_action\"");
    await queryRunner.query("ALTER TABLE \"audit_logs\" DROP COLUMN \"cause_record_id\"");
    await queryRunner.query("ALTER TABLE \"audit_logs\" DROP COLUMN \"cause_resource\"");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_action_id_ord9a8cb7\" ON \"audit_logs\" (\"id\") ");
  }
}
