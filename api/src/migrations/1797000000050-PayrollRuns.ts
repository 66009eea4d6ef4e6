import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 48: monthly payroll runs and their payslips (a locked run held by the database too), GOSI's
// rates and the establishment's WPS ids in the HR settings, an advance's instalments and what the
// payroll recovered of it, an employee's GOSI registration, an end of service's award step by step,
// and the ledger's payroll purposes. The approval routes' sort index takes the new request type.
export class PayrollRuns1797000000050 implements MigrationInterface {
  name = 'PayrollRuns1797000000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX IF EXISTS \"public\".\"IDX_approval_routes_request_type_id_ordb2f02f\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_posting_accounts_purpose_id_ord0bb582\"");
    await queryRunner.query("CREATE TABLE \"payroll_runs\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"number\" character varying(40), \"month\" character varying(7) NOT NULL, \"kind\" character varying(64) NOT NULL, \"corrects_id\" uuid, \"pay_date\" date, \"notes\" text, \"status\" character varying(64), \"current_step\" integer, \"awaiting_role_id\" uuid, \"awaiting_user_id\" uuid, \"decided_at\" TIMESTAMP WITH TIME ZONE, \"approval_trail\" jsonb, \"computed_by_id\" uuid, \"computed_at\" TIMESTAMP WITH TIME ZONE, \"submitted_by_id\" uuid, \"locked_by_id\" uuid, \"locked_at\" TIMESTAMP WITH TIME ZONE, \"employee_count\" integer, \"total_gross\" numeric(14,2), \"total_deductions\" numeric(14,2), \"total_net\" numeric(14,2), \"total_gosi_employee\" numeric(14,2), \"total_gosi_employer\" numeric(14,2), \"total_carried_over\" numeric(14,2), \"search_text\" text, CONSTRAINT \"PK_6049f42c972640c0eb99ba8035e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_payroll_runs_number_unique\" ON \"payroll_runs\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_created_at_id\" ON \"payroll_runs\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_updated_at_id\" ON \"payroll_runs\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_number_id\" ON \"payroll_runs\" (\"number\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_month_id\" ON \"payroll_runs\" (\"month\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_employee_count_id\" ON \"payroll_runs\" (\"employee_count\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_total_net_id\" ON \"payroll_runs\" (\"total_net\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_awaiting_role_id_id\" ON \"payroll_runs\" (\"awaiting_role_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_awaiting_user_id_id\" ON \"payroll_runs\" (\"awaiting_user_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_corrects_id\" ON \"payroll_runs\" (\"corrects_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_computed_by_id\" ON \"payroll_runs\" (\"computed_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_submitted_by_id\" ON \"payroll_runs\" (\"submitted_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_locked_by_id\" ON \"payroll_runs\" (\"locked_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_status\" ON \"payroll_runs\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_kind\" ON \"payroll_runs\" (\"kind\") ");
    await queryRunner.query("CREATE TABLE \"payslips\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"payroll_run_id\" uuid NOT NULL, \"employee_id\" uuid NOT NULL, \"month\" character varying(7) NOT NULL, \"department_id\" uuid, \"national_id\" character varying(20), \"bank_iban\" character varying(34), \"paid_days\" numeric(18,4), \"basic_salary\" numeric(14,2), \"housing_allowance\" numeric(14,2), \"transport_allowance\" numeric(14,2), \"other_allowances\" numeric(14,2), \"overtime_hours\" numeric(18,4), \"overtime_pay\" numeric(14,2), \"gross_pay\" numeric(14,2), \"unpaid_leave_days\" numeric(18,4), \"unpaid_leave_deduction\" numeric(14,2), \"absence_days\" numeric(18,4), \"absence_deduction\" numeric(14,2), \"penalties_deduction\" numeric(14,2), \"advance_instalment\" numeric(14,2), \"carried_in\" numeric(14,2), \"deduction_cap\" numeric(14,2), \"carried_over\" numeric(14,2), \"total_deductions\" numeric(14,2), \"gosi_wage\" numeric(14,2), \"gosi_employee\" numeric(14,2), \"gosi_employer\" numeric(14,2), \"net_pay\" numeric(14,2), \"search_text\" text, CONSTRAINT \"PK_2b1cd07059daf60cc440c9976e1\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_employee_id_month\" ON \"payslips\" (\"employee_id\", \"month\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_created_at_id\" ON \"payslips\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_updated_at_id\" ON \"payslips\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_month_id\" ON \"payslips\" (\"month\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_employee_id_id\" ON \"payslips\" (\"employee_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_department_id_id\" ON \"payslips\" (\"department_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_gross_pay_id\" ON \"payslips\" (\"gross_pay\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_total_deductions_id\" ON \"payslips\" (\"total_deductions\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_net_pay_id\" ON \"payslips\" (\"net_pay\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_payroll_run_id_id\" ON \"payslips\" (\"payroll_run_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"calculation\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD \"instalments\" integer");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD \"recovered_amount\" numeric(14,2)");
    await queryRunner.query("ALTER TABLE \"employees\" ADD \"gosi_registration_date\" date");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"wage_source\" character varying(64)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"wage_month\" character varying(7)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"half_month_years\" numeric(18,4)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"half_month_award\" numeric(14,2)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"full_month_years\" numeric(18,4)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"full_month_award\" numeric(14,2)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"full_award\" numeric(14,2)");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"award_share\" character varying(64)");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_wage_floor\" numeric(14,2) NOT NULL DEFAULT 1500");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_wage_floor\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_wage_ceiling\" numeric(14,2) NOT NULL DEFAULT 45000");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_wage_ceiling\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_annuities_rate\" numeric(18,4) NOT NULL DEFAULT 9");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_annuities_rate\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_saned_rate\" numeric(18,4) NOT NULL DEFAULT 0.75");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_saned_rate\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_hazards_rate\" numeric(18,4) NOT NULL DEFAULT 2");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_hazards_rate\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_new_law_from\" date NOT NULL DEFAULT '2024-07-03'");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_new_law_from\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_new_law_step\" numeric(18,4) NOT NULL DEFAULT 0.5");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_new_law_step\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"gosi_new_law_max_rate\" numeric(18,4) NOT NULL DEFAULT 11");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"gosi_new_law_max_rate\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"wps_mol_establishment_id\" character varying(20)");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"wps_bank_establishment_id\" character varying(20)");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"wps_establishment_iban\" character varying(255)");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ADD CONSTRAINT \"FK_payroll_runs_corrects_id\" FOREIGN KEY (\"corrects_id\") REFERENCES \"payroll_runs\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ADD CONSTRAINT \"FK_payroll_runs_awaiting_role_id\" FOREIGN KEY (\"awaiting_role_id\") REFERENCES \"roles\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ADD CONSTRAINT \"FK_payroll_runs_awaiting_user_id\" FOREIGN KEY (\"awaiting_user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ADD CONSTRAINT \"FK_payroll_runs_computed_by_id\" FOREIGN KEY (\"computed_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ADD CONSTRAINT \"FK_payroll_runs_submitted_by_id\" FOREIGN KEY (\"submitted_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ADD CONSTRAINT \"FK_payroll_runs_locked_by_id\" FOREIGN KEY (\"locked_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payslips\" ADD CONSTRAINT \"FK_payslips_payroll_run_id\" FOREIGN KEY (\"payroll_run_id\") REFERENCES \"payroll_runs\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payslips\" ADD CONSTRAINT \"FK_payslips_employee_id\" FOREIGN KEY (\"employee_id\") REFERENCES \"employees\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payslips\" ADD CONSTRAINT \"FK_payslips_department_id\" FOREIGN KEY (\"department_id\") REFERENCES \"departments\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_payroll_runs_8c3fe9\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"number\"::text, '') || ' ' || coalesce(NEW.\"month\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_payroll_runs_8c3fe9\" BEFORE INSERT OR UPDATE ON \"payroll_runs\" FOR EACH ROW EXECUTE FUNCTION \"search_payroll_runs_8c3fe9\"()");
    await queryRunner.query("UPDATE \"payroll_runs\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"number\"::text, '') || ' ' || coalesce(\"month\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_payslips_f3d4c6\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"month\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_payslips_f3d4c6\" BEFORE INSERT OR UPDATE ON \"payslips\" FOR EACH ROW EXECUTE FUNCTION \"search_payslips_f3d4c6\"()");
    await queryRunner.query("UPDATE \"payslips\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"month\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"payslips\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_search677a6a\" ON \"payroll_runs\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_kind_id_ordabf7ef\" ON \"payroll_runs\" (array_position(ARRAY['regular', 'offCycle']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_payroll_runs_status_id_ord1a64a8\" ON \"payroll_runs\" (array_position(ARRAY['draft', 'pending', 'approved', 'rejected', 'cancelled', 'locked']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_payroll_runs_month_rule7475f9\" ON \"payroll_runs\" (\"month\") WHERE \"kind\" IN ('regular') AND \"status\" IN ('draft', 'pending', 'approved', 'locked')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_payroll_runs_month_rulec4e624\" ON \"payroll_runs\" (\"month\") WHERE \"status\" IN ('draft', 'pending', 'approved')");
    await queryRunner.query("CREATE INDEX \"IDX_payslips_search094b83\" ON \"payslips\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_payslips_payroll_run_id_employee_id_rule243ae5\" ON \"payslips\" (\"payroll_run_id\", \"employee_id\")");
    await queryRunner.query("CREATE INDEX \"IDX_posting_accounts_purpose_id_ord6dd0a3\" ON \"posting_accounts\" (array_position(ARRAY['receivables', 'payables', 'salesRevenue', 'vatOutput', 'vatInput', 'inventory', 'depreciationExpense', 'accumulatedDepreciation', 'openingEquity', 'gosiExpense', 'salariesPayable', 'gosiPayable', 'employeeAdvances', 'penaltiesFund', 'money.cash', 'money.cheque', 'money.transfer', 'money.card', 'money.mada', 'expense.salaries', 'expense.maintenance', 'expense.utilities', 'expense.equipment', 'expense.transport', 'expense.events', 'expense.medical', 'expense.rent', 'expense.other']::varchar[], \"purpose\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_approval_routes_request_type_id_ord530a8b\" ON \"approval_routes\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave', 'salaryLetter', 'salaryAdvance', 'custody', 'permission', 'overtime', 'endOfService', 'paymentVoucher', 'payrollRun']::varchar[], \"request_type\"), \"id\")");
    // A locked run never changes, nor do its payslips: the database holds it too, whatever writes.
    await queryRunner.query(`CREATE FUNCTION "payroll_runs_locked_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."status" = 'locked' THEN
          RAISE EXCEPTION 'payroll run % is locked', OLD."number" USING ERRCODE = 'check_violation';
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "payroll_runs_locked_hold" BEFORE UPDATE OR DELETE ON "payroll_runs" FOR EACH ROW EXECUTE FUNCTION "payroll_runs_locked_hold"()`);
    await queryRunner.query(`CREATE FUNCTION "payslips_locked_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          IF EXISTS (SELECT 1 FROM "payroll_runs" WHERE "id" = OLD."payroll_run_id" AND "status" = 'locked') THEN
            RAISE EXCEPTION 'the payslips of a locked payroll run never change' USING ERRCODE = 'check_violation';
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          IF EXISTS (SELECT 1 FROM "payroll_runs" WHERE "id" = NEW."payroll_run_id" AND "status" = 'locked') THEN
            RAISE EXCEPTION 'the payslips of a locked payroll run never change' USING ERRCODE = 'check_violation';
          END IF;
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "payslips_locked_hold" BEFORE INSERT OR UPDATE OR DELETE ON "payslips" FOR EACH ROW EXECUTE FUNCTION "payslips_locked_hold"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "payslips_locked_hold" ON "payslips"`);
    await queryRunner.query(`DROP FUNCTION "payslips_locked_hold"()`);
    await queryRunner.query(`DROP TRIGGER "payroll_runs_locked_hold" ON "payroll_runs"`);
    await queryRunner.query(`DROP FUNCTION "payroll_runs_locked_hold"()`);
    await queryRunner.query("DROP INDEX IF EXISTS \"IDX_approval_routes_request_type_id_ord530a8b\"");
    await queryRunner.query("DROP INDEX \"IDX_posting_accounts_purpose_id_ord6dd0a3\"");
    await queryRunner.query("DROP INDEX \"IDX_payslips_payroll_run_id_employee_id_rule243ae5\"");
    await queryRunner.query("DROP INDEX \"IDX_payslips_search094b83\"");
    await queryRunner.query("DROP INDEX \"IDX_payroll_runs_month_rulec4e624\"");
    await queryRunner.query("DROP INDEX \"IDX_payroll_runs_month_rule7475f9\"");
    await queryRunner.query("DROP INDEX \"IDX_payroll_runs_status_id_ord1a64a8\"");
    await queryRunner.query("DROP INDEX \"IDX_payroll_runs_kind_id_ordabf7ef\"");
    await queryRunner.query("DROP INDEX \"IDX_payroll_runs_search677a6a\"");
    await queryRunner.query("ALTER TABLE \"payslips\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_payslips_f3d4c6\" ON \"payslips\"");
    await queryRunner.query("DROP FUNCTION \"search_payslips_f3d4c6\"()");
    await queryRunner.query("DROP TRIGGER \"search_payroll_runs_8c3fe9\" ON \"payroll_runs\"");
    await queryRunner.query("DROP FUNCTION \"search_payroll_runs_8c3fe9\"()");
    await queryRunner.query("ALTER TABLE \"payslips\" DROP CONSTRAINT \"FK_payslips_department_id\"");
    await queryRunner.query("ALTER TABLE \"payslips\" DROP CONSTRAINT \"FK_payslips_employee_id\"");
    await queryRunner.query("ALTER TABLE \"payslips\" DROP CONSTRAINT \"FK_payslips_payroll_run_id\"");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" DROP CONSTRAINT \"FK_payroll_runs_locked_by_id\"");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" DROP CONSTRAINT \"FK_payroll_runs_submitted_by_id\"");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" DROP CONSTRAINT \"FK_payroll_runs_computed_by_id\"");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" DROP CONSTRAINT \"FK_payroll_runs_awaiting_user_id\"");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" DROP CONSTRAINT \"FK_payroll_runs_awaiting_role_id\"");
    await queryRunner.query("ALTER TABLE \"payroll_runs\" DROP CONSTRAINT \"FK_payroll_runs_corrects_id\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"wps_establishment_iban\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"wps_bank_establishment_id\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"wps_mol_establishment_id\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_new_law_max_rate\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_new_law_step\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_new_law_from\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_hazards_rate\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_saned_rate\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_annuities_rate\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_wage_ceiling\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"gosi_wage_floor\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"award_share\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"full_award\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"full_month_award\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"full_month_years\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"half_month_award\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"half_month_years\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"wage_month\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" DROP COLUMN \"wage_source\"");
    await queryRunner.query("ALTER TABLE \"employees\" DROP COLUMN \"gosi_registration_date\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP COLUMN \"recovered_amount\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP COLUMN \"instalments\"");
    await queryRunner.query("ALTER TABLE \"end_of_services\" ADD \"calculation\" text");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_payroll_run_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_net_pay_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_total_deductions_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_gross_pay_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_department_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_employee_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_month_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payslips_employee_id_month\"");
    await queryRunner.query("DROP TABLE \"payslips\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_kind\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_locked_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_submitted_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_computed_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_corrects_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_awaiting_user_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_awaiting_role_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_total_net_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_employee_count_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_month_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_number_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payroll_runs_number_unique\"");
    await queryRunner.query("DROP TABLE \"payroll_runs\"");
    await queryRunner.query("CREATE INDEX \"IDX_posting_accounts_purpose_id_ord0bb582\" ON \"posting_accounts\" (array_position(ARRAY['receivables', 'payables', 'salesRevenue', 'vatOutput', 'vatInput', 'inventory', 'depreciationExpense', 'accumulatedDepreciation', 'openingEquity', 'money.cash', 'money.cheque', 'money.transfer', 'money.card', 'money.mada', 'expense.salaries', 'expense.maintenance', 'expense.utilities', 'expense.equipment', 'expense.transport', 'expense.events', 'expense.medical', 'expense.rent', 'expense.other']::varchar[], \"purpose\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_approval_routes_request_type_id_ordb2f02f\" ON \"approval_routes\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'salaryLetter', 'salaryAdvance', 'custody', 'permission', 'overtime', 'endOfService', 'paymentVoucher']::varchar[], \"request_type\"), \"id\")");
  }
}
