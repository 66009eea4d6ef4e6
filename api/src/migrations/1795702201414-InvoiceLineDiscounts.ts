import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvoiceLineDiscounts1795702201414 implements MigrationInterface {
  name = 'InvoiceLineDiscounts1795702201414';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"invoice_items\" ADD \"discount\" numeric(14,2)");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_discount_id\" ON \"invoice_items\" (\"discount\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_discount_id\"");
    await queryRunner.query("ALTER TABLE \"invoice_items\" DROP COLUMN \"discount\"");
  }
}
