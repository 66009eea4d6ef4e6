import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAcademyDenormalisedDates1795629219027 implements MigrationInterface {
  name = 'AddAcademyDenormalisedDates1795629219027';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_player_matches_match_id_id\"");
    await queryRunner.query("ALTER TABLE \"player_matches\" ADD \"kickoff_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"player_matches\" ADD \"opponent\" character varying(120)");
    await queryRunner.query("ALTER TABLE \"player_training_attendance\" ADD \"session_starts_at\" TIMESTAMP WITH TIME ZONE");
    // Rows written before: their match's and session's values.
    await queryRunner.query("UPDATE \"player_matches\" p SET \"kickoff_at\" = m.\"kickoff_at\", \"opponent\" = m.\"opponent\" FROM \"matches\" m WHERE m.\"id\" = p.\"match_id\"");
    await queryRunner.query("UPDATE \"player_training_attendance\" a SET \"session_starts_at\" = s.\"starts_at\" FROM \"training_sessions\" s WHERE s.\"id\" = a.\"session_id\"");
    await queryRunner.query("CREATE INDEX \"IDX_player_matches_kickoff_at_id\" ON \"player_matches\" (\"kickoff_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_player_matches_opponent_id\" ON \"player_matches\" (\"opponent\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_player_training_attendance_session_starts_at_id\" ON \"player_training_attendance\" (\"session_starts_at\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_player_training_attendance_session_starts_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_player_matches_opponent_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_player_matches_kickoff_at_id\"");
    await queryRunner.query("ALTER TABLE \"player_training_attendance\" DROP COLUMN \"session_starts_at\"");
    await queryRunner.query("ALTER TABLE \"player_matches\" DROP COLUMN \"opponent\"");
    await queryRunner.query("ALTER TABLE \"player_matches\" DROP COLUMN \"kickoff_at\"");
    await queryRunner.query("CREATE INDEX \"IDX_player_matches_match_id_id\" ON \"player_matches\" (\"id\", \"match_id\") ");
  }
}
