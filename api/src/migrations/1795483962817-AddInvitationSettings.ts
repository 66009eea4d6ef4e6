import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddInvitationSettings1795483962817 implements MigrationInterface {
  name = 'AddInvitationSettings1795483962817';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"invitation_settings\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"approver_id\" uuid, \"baptism_message_enabled\" boolean, \"baptism_message\" text, \"invitation_acceptance_message_enabled\" boolean, \"invitation_acceptance_message\" text, \"invitation_sent_message_enabled\" boolean, \"invitation_sent_message\" text, \"invitation_link_message_enabled\" boolean, \"invitation_link_message\" text, \"visitor_entry_message_enabled\" boolean, \"visitor_entry_message\" text, \"visitor_notification_message_enabled\" boolean, \"visitor_notification_message\" text, \"departure_message_enabled\" boolean, \"departure_message\" text, \"survey_message_enabled\" boolean, \"survey_message\" text, CONSTRAINT \"PK_7c46deb9cdd94ab768b1a825ee4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_invitation_settings_created_at_id\" ON \"invitation_settings\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invitation_settings_updated_at_id\" ON \"invitation_settings\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invitation_settings_approver_id_id\" ON \"invitation_settings\" (\"approver_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"invitation_settings\" ADD CONSTRAINT \"FK_invitation_settings_approver_id\" FOREIGN KEY (\"approver_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"invitation_settings\" DROP CONSTRAINT \"FK_invitation_settings_approver_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invitation_settings_approver_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invitation_settings_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invitation_settings_created_at_id\"");
    await queryRunner.query("DROP TABLE \"invitation_settings\"");
  }
}
