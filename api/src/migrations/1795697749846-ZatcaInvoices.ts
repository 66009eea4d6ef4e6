import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ZatcaInvoices1795697749846 implements MigrationInterface {
  name = 'ZatcaInvoices1795697749846';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"type\" character varying(64) NOT NULL DEFAULT 'simplified'");
    // Invoices made before types existed are simplified ones; new rows get their type from the API.
    await queryRunner.query("ALTER TABLE \"invoices\" ALTER COLUMN \"type\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"credited_invoice_id\" uuid");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"issued_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"seller_name\" character varying(160)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"seller_vat_number\" character varying(15)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"qr_code\" character varying(1000)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"total_in_words\" character varying(300)");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"total_in_words_ar\" character varying(300)");
    await queryRunner.query("ALTER TABLE \"website_settings\" ADD \"vat_number\" character varying(15)");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_credited_invoice_id\" ON \"invoices\" (\"credited_invoice_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_type\" ON \"invoices\" (\"type\") ");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD CONSTRAINT \"FK_invoices_credited_invoice_id\" FOREIGN KEY (\"credited_invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_type_id_ord6c73a8\" ON \"invoices\" (array_position(ARRAY['simplified', 'standard', 'creditNote']::varchar[], \"type\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_invoices_type_id_ord6c73a8\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP CONSTRAINT \"FK_invoices_credited_invoice_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_type\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_credited_invoice_id\"");
    await queryRunner.query("ALTER TABLE \"website_settings\" DROP COLUMN \"vat_number\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"total_in_words_ar\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"total_in_words\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"qr_code\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"seller_vat_number\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"seller_name\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"issued_at\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"credited_invoice_id\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"type\"");
  }
}
