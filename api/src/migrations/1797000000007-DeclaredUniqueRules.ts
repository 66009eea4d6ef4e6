import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeclaredUniqueRules1797000000007 implements MigrationInterface {
  name = 'DeclaredUniqueRules1797000000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_approval_routes_request_type_rulef81265\" ON \"approval_routes\" (\"request_type\") WHERE \"active\" = true");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_asset_assignments_asset_id_rule7b710c\" ON \"asset_assignments\" (\"asset_id\") WHERE \"status\" IN ('inCustody')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_attendance_records_employee_id_date_ruledd1cf2\" ON \"attendance_records\" (\"employee_id\", \"date\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_end_of_services_employee_id_rule8bd284\" ON \"end_of_services\" (\"employee_id\") WHERE \"status\" IN ('pending', 'approved')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_nutrition_plans_player_id_rule86c199\" ON \"nutrition_plans\" (\"player_id\") WHERE \"status\" IN ('active')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_payroll_notifications_employee_id_month_rule897fb6\" ON \"payroll_notifications\" (\"employee_id\", \"month\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_player_approvals_player_id_rule5276b0\" ON \"player_approvals\" (\"player_id\") WHERE \"status\" IN ('pending')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_task_assignments_task_id_role_rulee82aba\" ON \"task_assignments\" (\"task_id\", \"role\") WHERE \"role\" IN ('owner')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_trip_passengers_trip_id_player_id_rule262650\" ON \"trip_passengers\" (\"trip_id\", \"player_id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_trip_passengers_trip_id_employee_id_ruleff658c\" ON \"trip_passengers\" (\"trip_id\", \"employee_id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_trip_passengers_trip_id_employee_id_ruleff658c\"");
    await queryRunner.query("DROP INDEX \"IDX_trip_passengers_trip_id_player_id_rule262650\"");
    await queryRunner.query("DROP INDEX \"IDX_task_assignments_task_id_role_rulee82aba\"");
    await queryRunner.query("DROP INDEX \"IDX_player_approvals_player_id_rule5276b0\"");
    await queryRunner.query("DROP INDEX \"IDX_payroll_notifications_employee_id_month_rule897fb6\"");
    await queryRunner.query("DROP INDEX \"IDX_nutrition_plans_player_id_rule86c199\"");
    await queryRunner.query("DROP INDEX \"IDX_end_of_services_employee_id_rule8bd284\"");
    await queryRunner.query("DROP INDEX \"IDX_attendance_records_employee_id_date_ruledd1cf2\"");
    await queryRunner.query("DROP INDEX \"IDX_asset_assignments_asset_id_rule7b710c\"");
    await queryRunner.query("DROP INDEX \"IDX_approval_routes_request_type_rulef81265\"");
  }
}
