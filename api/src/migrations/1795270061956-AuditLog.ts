import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795270061956 implements MigrationInterface {
  name = 'AuditLog1795270061956';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"audit_logs\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"actor_id\" uuid, \"action\" character varying(64) NOT NULL, \"resource\" character varying(64) NOT NULL, \"record_id\" character varying(36) NOT NULL, \"changes\" jsonb NOT NULL, \"summary\" character varying(255), CONSTRAINT \"PK_1bb179d048bbc581caa3b013439\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_record_id_created_at_id\" ON \"audit_logs\" (\"record_id\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_resource_created_at_id\" ON \"audit_logs\" (\"resource\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_created_at_id\" ON \"audit_logs\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_updated_at_id\" ON \"audit_logs\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_actor_id_id\" ON \"audit_logs\" (\"actor_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_action_id\" ON \"audit_logs\" (\"action\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_summary_id\" ON \"audit_logs\" (\"summary\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_summary_trgm\" ON \"audit_logs\" USING gin (\"summary\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_audit_logs_summary_trgm\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_summary_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_action_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_actor_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_resource_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_record_id_created_at_id\"");
    await queryRunner.query("DROP TABLE \"audit_logs\"");
  }
}
