import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchStatistics1795563340885 implements MigrationInterface {
  name = 'SearchStatistics1795563340885';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"asset_categories\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"assets\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"audit_logs\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"drivers\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"facilities\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"invoice_items\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"invoices\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"maintenance_requests\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"meetings\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"notifications\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"pages\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"planned_visits\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"polls\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"products\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"roles\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"sponsor_contracts\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"sponsors\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"tasks\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"users\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"warehouse_items\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"warehouses\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"warehouses\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"warehouse_items\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"users\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"tasks\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"sponsors\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"sponsor_contracts\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"roles\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"products\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"polls\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"planned_visits\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"pages\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"notifications\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"meetings\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"maintenance_requests\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"invoices\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"invoice_items\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"facilities\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"drivers\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"audit_logs\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"assets\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"asset_categories\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
  }
}
