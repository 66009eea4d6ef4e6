import type { MigrationInterface, QueryRunner } from 'typeorm';

// The notice a change of the email or SMS sender sends the top-role users (issue 44, H1): a new kind of notification, last in the list's order.
export class SecurityNotice1797000000001 implements MigrationInterface {
  name = 'SecurityNotice1797000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ordad13d0\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ordb8e41b\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice']::varchar[], \"kind\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_ordb8e41b\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ordad13d0\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue']::varchar[], \"kind\"), \"id\")");
  }
}
