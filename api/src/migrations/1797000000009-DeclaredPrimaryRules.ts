import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeclaredPrimaryRules1797000000009 implements MigrationInterface {
  name = 'DeclaredPrimaryRules1797000000009';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_parent_players_player_id_rule872a97\" ON \"parent_players\" (\"player_id\") WHERE \"is_primary_contact\" = true");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_player_addresses_player_id_rulef4bdc0\" ON \"player_addresses\" (\"player_id\") WHERE \"is_primary\" = true");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_player_addresses_player_id_rulef4bdc0\"");
    await queryRunner.query("DROP INDEX \"IDX_parent_players_player_id_rule872a97\"");
  }
}
