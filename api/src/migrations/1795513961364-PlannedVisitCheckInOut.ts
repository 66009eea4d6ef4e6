import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlannedVisitCheckInOut1795513961364 implements MigrationInterface {
  name = 'PlannedVisitCheckInOut1795513961364';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"planned_visits\" ADD \"checked_in_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"planned_visits\" ADD \"checked_in_by_id\" uuid");
    await queryRunner.query("ALTER TABLE \"planned_visits\" ADD \"checked_out_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("CREATE INDEX \"IDX_planned_visits_checked_in_by_id\" ON \"planned_visits\" (\"checked_in_by_id\") ");
    await queryRunner.query("ALTER TABLE \"planned_visits\" ADD CONSTRAINT \"FK_planned_visits_checked_in_by_id\" FOREIGN KEY (\"checked_in_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"planned_visits\" DROP CONSTRAINT \"FK_planned_visits_checked_in_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_planned_visits_checked_in_by_id\"");
    await queryRunner.query("ALTER TABLE \"planned_visits\" DROP COLUMN \"checked_out_at\"");
    await queryRunner.query("ALTER TABLE \"planned_visits\" DROP COLUMN \"checked_in_by_id\"");
    await queryRunner.query("ALTER TABLE \"planned_visits\" DROP COLUMN \"checked_in_at\"");
  }
}
