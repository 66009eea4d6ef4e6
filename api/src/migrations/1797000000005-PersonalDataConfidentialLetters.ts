import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonalDataConfidentialLetters1797000000005 implements MigrationInterface {
  name = 'PersonalDataConfidentialLetters1797000000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"correspondence\" ADD \"created_by_id\" uuid");
    await queryRunner.query("CREATE INDEX \"IDX_correspondence_created_by_id\" ON \"correspondence\" (\"created_by_id\") ");
    // Letters registered before: who registered them is who the audit trail says created them.
    await queryRunner.query("UPDATE \"correspondence\" c SET \"created_by_id\" = a.\"actor_id\" FROM \"audit_logs\" a WHERE a.\"resource\" = 'correspondence' AND a.\"action\" = 'create' AND a.\"record_id\" = c.\"id\"::text");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_correspondence_created_by_id\"");
    await queryRunner.query("ALTER TABLE \"correspondence\" DROP COLUMN \"created_by_id\"");
  }
}
