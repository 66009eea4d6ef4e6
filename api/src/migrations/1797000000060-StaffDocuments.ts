import type { MigrationInterface, QueryRunner } from 'typeorm';

// Staff documents that end, and the reminders sent of every declared reminder (once per step and date).
export class StaffDocuments1797000000060 implements MigrationInterface {
  name = 'StaffDocuments1797000000060';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ord477d1f\"");
    await queryRunner.query("CREATE TABLE \"employee_documents\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"employee_id\" uuid NOT NULL, \"kind\" character varying(64) NOT NULL, \"number\" character varying(40) NOT NULL, \"issued_by\" character varying(120), \"issue_date\" date, \"expiry_date\" date NOT NULL, \"scan\" jsonb, \"notes\" text, CONSTRAINT \"PK_c19b36f5e604e261fb430293b68\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_created_at_id\" ON \"employee_documents\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_updated_at_id\" ON \"employee_documents\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_employee_id_id\" ON \"employee_documents\" (\"employee_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_number_id\" ON \"employee_documents\" (\"number\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_expiry_date_id\" ON \"employee_documents\" (\"expiry_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_kind\" ON \"employee_documents\" (\"kind\") ");
    await queryRunner.query("CREATE TABLE \"sent_reminders\" (\"resource\" character varying(64) NOT NULL, \"record_id\" uuid NOT NULL, \"reminder\" character varying(64) NOT NULL, \"days_before\" integer NOT NULL, \"for_date\" date NOT NULL, \"sent_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_fefcdb861f9d2716572ec475389\" PRIMARY KEY (\"resource\", \"record_id\", \"reminder\", \"days_before\", \"for_date\"))");
    await queryRunner.query("ALTER TABLE \"employee_documents\" ADD CONSTRAINT \"FK_employee_documents_employee_id\" FOREIGN KEY (\"employee_id\") REFERENCES \"employees\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_employee_documents_kind_id_ord389ae9\" ON \"employee_documents\" (array_position(ARRAY['iqama', 'passport', 'workPermit', 'contract', 'drivingLicence', 'professionalLicence', 'medicalCard']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_employee_documents_employee_id_kind_number_ruled76f0e\" ON \"employee_documents\" (\"employee_id\", \"kind\", \"number\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord0fcbb9\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice', 'reminder']::varchar[], \"kind\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_notifications_kind_id_ord0fcbb9\"");
    await queryRunner.query("DROP INDEX \"IDX_employee_documents_employee_id_kind_number_ruled76f0e\"");
    await queryRunner.query("DROP INDEX \"IDX_employee_documents_kind_id_ord389ae9\"");
    await queryRunner.query("ALTER TABLE \"employee_documents\" DROP CONSTRAINT \"FK_employee_documents_employee_id\"");
    await queryRunner.query("DROP TABLE \"sent_reminders\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_documents_kind\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_documents_expiry_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_documents_number_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_documents_employee_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_documents_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_documents_created_at_id\"");
    await queryRunner.query("DROP TABLE \"employee_documents\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord477d1f\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice']::varchar[], \"kind\"), \"id\")");
  }
}
