import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddDrivers1795482277500 implements MigrationInterface {
  name = 'AddDrivers1795482277500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"drivers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"full_name\" character varying(160) NOT NULL, \"national_id\" character varying(10) NOT NULL, \"phone\" character varying(32) NOT NULL, \"license_number\" character varying(20) NOT NULL, \"license_class\" character varying(64) NOT NULL, \"license_expiry\" date NOT NULL, \"hire_date\" date, \"available\" boolean, \"status\" character varying(64) NOT NULL, \"notes\" text, CONSTRAINT \"PK_92ab3fb69e566d3eb0cae896047\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_created_at_id\" ON \"drivers\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_updated_at_id\" ON \"drivers\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_full_name_id\" ON \"drivers\" (\"full_name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_phone_id\" ON \"drivers\" (\"phone\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_license_class_id\" ON \"drivers\" (\"license_class\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_license_expiry_id\" ON \"drivers\" (\"license_expiry\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_available_id\" ON \"drivers\" (\"available\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_status_id\" ON \"drivers\" (\"status\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_drivers_national_id_unique\" ON \"drivers\" (\"national_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_drivers_license_number_unique\" ON \"drivers\" (\"license_number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_full_name_trgm\" ON \"drivers\" USING gin (\"full_name\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_phone_trgm\" ON \"drivers\" USING gin (\"phone\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_drivers_license_number_trgm\" ON \"drivers\" USING gin (\"license_number\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_drivers_license_number_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_drivers_phone_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_drivers_full_name_trgm\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_license_number_unique\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_national_id_unique\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_status_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_available_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_license_expiry_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_license_class_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_phone_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_full_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_drivers_created_at_id\"");
    await queryRunner.query("DROP TABLE \"drivers\"");
  }
}
