import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FacilityHoursAndAmenities1795480273952 implements MigrationInterface {
  name = 'FacilityHoursAndAmenities1795480273952';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"facilities\" ADD \"area_sqm\" numeric(18,4)");
    await queryRunner.query("ALTER TABLE \"facilities\" ADD \"opens_at\" TIME");
    await queryRunner.query("ALTER TABLE \"facilities\" ADD \"closes_at\" TIME");
    await queryRunner.query("ALTER TABLE \"facilities\" ADD \"amenities\" character varying(64) array");
    await queryRunner.query("CREATE INDEX \"IDX_facilities_amenities_gin\" ON \"facilities\" USING gin (\"amenities\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_facilities_amenities_gin\"");
    await queryRunner.query("ALTER TABLE \"facilities\" DROP COLUMN \"amenities\"");
    await queryRunner.query("ALTER TABLE \"facilities\" DROP COLUMN \"closes_at\"");
    await queryRunner.query("ALTER TABLE \"facilities\" DROP COLUMN \"opens_at\"");
    await queryRunner.query("ALTER TABLE \"facilities\" DROP COLUMN \"area_sqm\"");
  }
}
