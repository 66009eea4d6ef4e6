import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VisibilityRequesterAndPhone1795521775901 implements MigrationInterface {
  name = 'VisibilityRequesterAndPhone1795521775901';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"maintenance_requests\" ADD \"requester_id\" uuid");
    await queryRunner.query("CREATE INDEX \"IDX_maintenance_requests_requester_id_id\" ON \"maintenance_requests\" (\"requester_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_users_phone_id\" ON \"users\" (\"phone\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"maintenance_requests\" ADD CONSTRAINT \"FK_maintenance_requests_requester_id\" FOREIGN KEY (\"requester_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"maintenance_requests\" DROP CONSTRAINT \"FK_maintenance_requests_requester_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_phone_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_maintenance_requests_requester_id_id\"");
    await queryRunner.query("ALTER TABLE \"maintenance_requests\" DROP COLUMN \"requester_id\"");
  }
}
