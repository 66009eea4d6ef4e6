import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeclaredOverlapExclusions1797000000008 implements MigrationInterface {
  name = 'DeclaredOverlapExclusions1797000000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE EXTENSION IF NOT EXISTS btree_gist");
    await queryRunner.query("ALTER TABLE \"bus_trips\" ADD CONSTRAINT \"XCL_bus_trips_bus_id_xcleee069\" EXCLUDE USING gist (\"bus_id\" WITH =, tstzrange(\"departure_at\", \"return_at\", '[)') WITH &&) WHERE (\"status\" IN ('scheduled', 'departed', 'completed') AND \"departure_at\" IS NOT NULL AND \"return_at\" >= \"departure_at\")");
    await queryRunner.query("ALTER TABLE \"bus_trips\" ADD CONSTRAINT \"XCL_bus_trips_driver_id_xcl529263\" EXCLUDE USING gist (\"driver_id\" WITH =, tstzrange(\"departure_at\", \"return_at\", '[)') WITH &&) WHERE (\"status\" IN ('scheduled', 'departed', 'completed') AND \"departure_at\" IS NOT NULL AND \"return_at\" >= \"departure_at\")");
    await queryRunner.query("ALTER TABLE \"campaign_results\" ADD CONSTRAINT \"XCL_campaign_results_campaign_id_xcl340b94\" EXCLUDE USING gist (\"campaign_id\" WITH =, daterange(\"period_start\", \"period_end\", '[]') WITH &&) WHERE (\"period_start\" IS NOT NULL AND \"period_end\" >= \"period_start\")");
    await queryRunner.query("ALTER TABLE \"employee_contracts\" ADD CONSTRAINT \"XCL_employee_contracts_employee_id_xclcd03d3\" EXCLUDE USING gist (\"employee_id\" WITH =, daterange(\"start_date\", \"end_date\", '[]') WITH &&) WHERE (\"status\" IN ('active') AND \"start_date\" IS NOT NULL AND (\"end_date\" IS NULL OR \"end_date\" >= \"start_date\"))");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD CONSTRAINT \"XCL_employee_requests_employee_id_xclceb2e3\" EXCLUDE USING gist (\"employee_id\" WITH =, daterange(\"start_date\", \"end_date\", '[]') WITH &&) WHERE (\"type\" IN ('annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave') AND \"status\" IN ('pending', 'approved') AND \"start_date\" IS NOT NULL AND \"end_date\" >= \"start_date\")");
    await queryRunner.query("ALTER TABLE \"player_contracts\" ADD CONSTRAINT \"XCL_player_contracts_player_id_xclfd2fc9\" EXCLUDE USING gist (\"player_id\" WITH =, daterange(\"start_date\", \"end_date\", '[)') WITH &&) WHERE (\"status\" IN ('active') AND \"start_date\" IS NOT NULL AND \"end_date\" >= \"start_date\")");
    await queryRunner.query("ALTER TABLE \"player_residences\" ADD CONSTRAINT \"XCL_player_residences_player_id_xclbec3b5\" EXCLUDE USING gist (\"player_id\" WITH =, daterange(\"check_in_on\", \"check_out_on\", '[)') WITH &&) WHERE (\"check_in_on\" IS NOT NULL AND (\"check_out_on\" IS NULL OR \"check_out_on\" >= \"check_in_on\"))");
    await queryRunner.query("ALTER TABLE \"player_room_assignments\" ADD CONSTRAINT \"XCL_player_room_assignments_room_id_bed_number_xclb36da2\" EXCLUDE USING gist (\"room_id\" WITH =, \"bed_number\" WITH =, daterange(\"start_on\", \"end_on\", '[)') WITH &&) WHERE (\"start_on\" IS NOT NULL AND (\"end_on\" IS NULL OR \"end_on\" >= \"start_on\"))");
    await queryRunner.query("ALTER TABLE \"player_room_assignments\" ADD CONSTRAINT \"XCL_player_room_assignments_player_id_xcl6b6b12\" EXCLUDE USING gist (\"player_id\" WITH =, daterange(\"start_on\", \"end_on\", '[)') WITH &&) WHERE (\"start_on\" IS NOT NULL AND (\"end_on\" IS NULL OR \"end_on\" >= \"start_on\"))");
    await queryRunner.query("ALTER TABLE \"subscriptions\" ADD CONSTRAINT \"XCL_subscriptions_club_member_id_package_id_xcl05c2b3\" EXCLUDE USING gist (\"club_member_id\" WITH =, \"package_id\" WITH =, daterange(\"start_date\", \"end_date\", '[]') WITH &&) WHERE (\"status\" IN ('active', 'frozen') AND \"start_date\" IS NOT NULL AND \"end_date\" >= \"start_date\")");
    await queryRunner.query("ALTER TABLE \"training_sessions\" ADD CONSTRAINT \"XCL_training_sessions_coach_id_xcl55520a\" EXCLUDE USING gist (\"coach_id\" WITH =, tstzrange(\"starts_at\", \"ends_at\", '[)') WITH &&) WHERE (\"status\" IN ('scheduled', 'completed') AND \"starts_at\" IS NOT NULL AND \"ends_at\" >= \"starts_at\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"training_sessions\" DROP CONSTRAINT \"XCL_training_sessions_coach_id_xcl55520a\"");
    await queryRunner.query("ALTER TABLE \"subscriptions\" DROP CONSTRAINT \"XCL_subscriptions_club_member_id_package_id_xcl05c2b3\"");
    await queryRunner.query("ALTER TABLE \"player_room_assignments\" DROP CONSTRAINT \"XCL_player_room_assignments_player_id_xcl6b6b12\"");
    await queryRunner.query("ALTER TABLE \"player_room_assignments\" DROP CONSTRAINT \"XCL_player_room_assignments_room_id_bed_number_xclb36da2\"");
    await queryRunner.query("ALTER TABLE \"player_residences\" DROP CONSTRAINT \"XCL_player_residences_player_id_xclbec3b5\"");
    await queryRunner.query("ALTER TABLE \"player_contracts\" DROP CONSTRAINT \"XCL_player_contracts_player_id_xclfd2fc9\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP CONSTRAINT \"XCL_employee_requests_employee_id_xclceb2e3\"");
    await queryRunner.query("ALTER TABLE \"employee_contracts\" DROP CONSTRAINT \"XCL_employee_contracts_employee_id_xclcd03d3\"");
    await queryRunner.query("ALTER TABLE \"campaign_results\" DROP CONSTRAINT \"XCL_campaign_results_campaign_id_xcl340b94\"");
    await queryRunner.query("ALTER TABLE \"bus_trips\" DROP CONSTRAINT \"XCL_bus_trips_driver_id_xcl529263\"");
    await queryRunner.query("ALTER TABLE \"bus_trips\" DROP CONSTRAINT \"XCL_bus_trips_bus_id_xcleee069\"");
  }
}
