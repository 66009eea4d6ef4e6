import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DocumentAttachments1797000000012 implements MigrationInterface {
  name = 'DocumentAttachments1797000000012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_audit_logs_summary_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ordb8e41b\"");
    await queryRunner.query("ALTER TABLE \"notifications\" ADD \"attached_resource\" character varying(60)");
    await queryRunner.query("ALTER TABLE \"notifications\" ADD \"attached_record_id\" character varying(36)");
    await queryRunner.query("ALTER TABLE \"notifications\" ADD \"attached_language\" character varying(64)");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord7867ea\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document']::varchar[], \"kind\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_ord7867ea\"");
    await queryRunner.query("ALTER TABLE \"notifications\" DROP COLUMN \"attached_language\"");
    await queryRunner.query("ALTER TABLE \"notifications\" DROP COLUMN \"attached_record_id\"");
    await queryRunner.query("ALTER TABLE \"notifications\" DROP COLUMN \"attached_resource\"");
    // Written by hand (the generator's down loses an index's expression and order): as they were.
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ordb8e41b\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_audit_logs_summary_id\" ON \"audit_logs\" (\"summary\", \"id\") ");
  }
}
