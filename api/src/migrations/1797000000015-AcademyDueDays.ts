import type { MigrationInterface, QueryRunner } from 'typeorm';

// A month's academy fee falls due on its age group's due day unless typed: the date may come empty.

export class AcademyDueDays1797000000015 implements MigrationInterface {
  name = 'AcademyDueDays1797000000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_player_subscriptions_due_date_id\"");
    await queryRunner.query("ALTER TABLE \"player_subscriptions\" ALTER COLUMN \"due_date\" DROP NOT NULL");
    await queryRunner.query("CREATE INDEX \"IDX_player_subscriptions_due_date_id\" ON \"player_subscriptions\" (\"due_date\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_player_subscriptions_due_date_id\"");
    await queryRunner.query("ALTER TABLE \"player_subscriptions\" ALTER COLUMN \"due_date\" SET NOT NULL");
    await queryRunner.query("CREATE INDEX \"IDX_player_subscriptions_due_date_id\" ON \"player_subscriptions\" (\"due_date\", \"id\") ");
  }
}
