import type { MigrationInterface, QueryRunner } from 'typeorm';

// ZATCA phase 2: the invoices' e-invoicing fields (UUID, counter, hash chain, status, answer,
// XML) and the customer's national address (a standard invoice's, BR-KSA-63), a line's reason for bearing no VAT, and the notifications' enum-order indexes with the
// outbox's new channel (zatca) and kind (eInvoice).
export class ZatcaPhaseTwo1797000000020 implements MigrationInterface {
  name = 'ZatcaPhaseTwo1797000000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_channel_id_orde20d5f\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ord7867ea\"");
    await queryRunner.query("ALTER TABLE \"invoice_items\" ADD \"vat_exemption_reason\" character varying(64)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"customer_street\" character varying(127)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"customer_building_number\" character varying(4)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"customer_district\" character varying(127)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"customer_city\" character varying(127)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"customer_postal_code\" character varying(5)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_uuid\" character varying(36)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_counter\" integer");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_previous_hash\" character varying(100)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_hash\" character varying(100)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_status\" character varying(64)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_messages\" text");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"zatca_xml\" text");
    // Invoices issued before phase 2 were never sent: they say so rather than nothing.
    await queryRunner.query("UPDATE \"invoices\" SET \"zatca_status\" = 'notSubmitted'");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_invoices_zatca_counter_unique\" ON \"invoices\" (\"zatca_counter\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_zatca_status\" ON \"invoices\" (\"zatca_status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_zatca_status_id_ord5331d3\" ON \"invoices\" (array_position(ARRAY['notSubmitted', 'pending', 'cleared', 'reported', 'rejected']::varchar[], \"zatca_status\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_channel_id_ord785fc0\" ON \"notifications\" (array_position(ARRAY['email', 'sms', 'zatca']::varchar[], \"channel\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord477d1f\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice']::varchar[], \"kind\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_kind_id_ord477d1f\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_notifications_channel_id_ord785fc0\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_zatca_status_id_ord5331d3\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_zatca_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_zatca_counter_unique\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_xml\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_messages\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_status\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_hash\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_previous_hash\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_counter\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"zatca_uuid\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"customer_postal_code\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"customer_city\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"customer_district\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"customer_building_number\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"customer_street\"");
    await queryRunner.query("ALTER TABLE \"invoice_items\" DROP COLUMN \"vat_exemption_reason\"");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_kind_id_ord7867ea\" ON \"notifications\" (array_position(ARRAY['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_notifications_channel_id_orde20d5f\" ON \"notifications\" (array_position(ARRAY['email', 'sms']::varchar[], \"channel\"), \"id\")");
  }
}
