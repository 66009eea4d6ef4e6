import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoredFiles1795549472355 implements MigrationInterface {
  name = 'StoredFiles1795549472355';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"stored_files\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"storage_key\" character varying(200) NOT NULL, \"name\" character varying(255) NOT NULL, \"type\" character varying(127) NOT NULL, \"size\" integer NOT NULL, \"resource\" character varying(64) NOT NULL, \"field\" character varying(64) NOT NULL, \"record_id\" uuid, \"uploaded_by\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"removed_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_5d5be862bf53851c1794b4adf4e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_stored_files_record\" ON \"stored_files\" (\"record_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_stored_files_created\" ON \"stored_files\" (\"created_at\") ");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" ADD \"attachments\" jsonb");
    await queryRunner.query("ALTER TABLE \"users\" ADD \"photo\" jsonb");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"photo\"");
    await queryRunner.query("ALTER TABLE \"internal_bulletins\" DROP COLUMN \"attachments\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stored_files_created\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_stored_files_record\"");
    await queryRunner.query("DROP TABLE \"stored_files\"");
  }
}
