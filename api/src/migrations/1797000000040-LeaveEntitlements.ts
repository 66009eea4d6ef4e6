import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 48 (leave): leave types as data (seeded for a Saudi club: annual leave 21 days a year and
// 30 after five years of service taken from the HR settings, which keep them no more; sick leave's
// pay tiers; Hajj, maternity, marriage, bereavement, paternity, exam and iddah leave), each
// employee's balances and their movements (what each employee had becomes an opening movement,
// from which the job accrues on), the public holidays of 2026 and 2027 (the two Eids by the Umm
// al-Qura calendar, Founding Day and National Day), and a leave request's type (the requests made
// before name theirs by their request type).

/** [code, name, Arabic name, request type, paid, given, counted in, days a year, long service from, days after it, carry-over cap, carried days expire after (months), days a request, years of service, once, only for, note]. */
type SeededType = readonly [string, string, string, string, boolean, string, string, number | null, number | null, number | null, number | null, number | null, number | null, number | null, boolean, string | null, string];

/** The Saudi labour law's leaves and the club's own (days a year of the three oldest from the HR settings). */
const seededTypes = (settings: { annual: number; senior: number; emergency: number }): SeededType[] => [
  ['annual', 'Annual leave', 'الإجازة السنوية', 'annualLeave', true, 'accruedMonthly', 'workingDays', settings.annual, 5, settings.senior, null, 12, null, null, false, null, 'Art. 109: 21 days a year, 30 after five years of service; taken in its year, or with the employee\'s consent by the end of the next one.\nالمادة 109: 21 يومًا في السنة، و30 يومًا بعد خمس سنوات من الخدمة؛ تؤخذ في سنتها، أو بموافقة الموظف حتى نهاية السنة التالية.'],
  ['sick', 'Sick leave', 'الإجازة المرضية', 'sickLeave', true, 'grantedYearly', 'calendarDays', 120, null, null, 0, null, null, null, false, null, 'Art. 117: in a year, 30 days at full pay, 60 at three quarters and 30 unpaid (the pay tiers).\nالمادة 117: في السنة 30 يومًا بأجر كامل، و60 يومًا بثلاثة أرباع الأجر، و30 يومًا دون أجر (شرائح الأجر).'],
  ['emergency', 'Emergency leave', 'الإجازة الاضطرارية', 'emergencyLeave', true, 'grantedYearly', 'workingDays', settings.emergency, null, null, 0, null, null, null, false, null, "The club's own leave for the unforeseen; nothing is carried into the next year.\nإجازة النادي للظروف الطارئة؛ لا يُرحّل منها شيء إلى السنة التالية."],
  ['unpaid', 'Unpaid leave', 'إجازة بدون راتب', 'unpaidLeave', false, 'perEvent', 'calendarDays', null, null, null, null, null, null, null, false, null, 'Art. 116: agreed with the employer; its days are deducted from the wage.\nالمادة 116: باتفاق مع صاحب العمل؛ تُحسم أيامها من الأجر.'],
  ['hajj', 'Hajj leave', 'إجازة الحج', 'otherLeave', true, 'perEvent', 'calendarDays', null, null, null, null, null, 15, 2, true, null, 'Art. 114: 10 to 15 days with Eid al-Adha, once in a service, after two years of service.\nالمادة 114: من 10 إلى 15 يومًا تشمل عيد الأضحى، مرة واحدة طوال الخدمة، بعد سنتين من الخدمة.'],
  ['maternity', 'Maternity leave', 'إجازة الوضع', 'otherLeave', true, 'perEvent', 'calendarDays', null, null, null, null, null, 84, null, false, 'female', 'Art. 151 as amended in 2025: twelve weeks at full pay, six of them after the birth.\nالمادة 151 بعد تعديل 2025: اثنا عشر أسبوعًا بأجر كامل، ستة منها بعد الوضع.'],
  ['marriage', 'Marriage leave', 'إجازة الزواج', 'otherLeave', true, 'perEvent', 'workingDays', null, null, null, null, null, 5, null, false, null, 'Art. 113: five days at full pay.\nالمادة 113: خمسة أيام بأجر كامل.'],
  ['bereavement', 'Bereavement leave', 'إجازة الوفاة', 'otherLeave', true, 'perEvent', 'workingDays', null, null, null, null, null, 5, null, false, null, 'Art. 113: five days on the death of a spouse, a parent or a child.\nالمادة 113: خمسة أيام عند وفاة الزوج أو أحد الأصول أو الفروع.'],
  ['siblingBereavement', 'Bereavement leave (sibling)', 'إجازة وفاة الأخ أو الأخت', 'otherLeave', true, 'perEvent', 'workingDays', null, null, null, null, null, 3, null, false, null, 'Art. 113 as amended in 2025: three days on the death of a brother or sister.\nالمادة 113 بعد تعديل 2025: ثلاثة أيام عند وفاة الأخ أو الأخت.'],
  ['paternity', 'Paternity leave', 'إجازة المولود', 'otherLeave', true, 'perEvent', 'workingDays', null, null, null, null, null, 3, null, false, 'male', 'Art. 113: three days on the birth of a child.\nالمادة 113: ثلاثة أيام عند ولادة مولود.'],
  ['exam', 'Exam leave', 'إجازة الامتحانات', 'otherLeave', true, 'perEvent', 'workingDays', null, null, null, null, null, null, null, false, null, 'Art. 115: the days of the exams of a course the employee is enrolled in.\nالمادة 115: أيام امتحانات الدراسة الملتحق بها الموظف.'],
  ['iddah', 'Iddah leave', 'إجازة العدة', 'otherLeave', true, 'perEvent', 'calendarDays', null, null, null, null, null, 130, null, false, 'female', 'Art. 160: a widow is paid at least fifteen days; the rest of her waiting period (four months and ten days) is unpaid (the pay tiers).\nالمادة 160: للأرملة خمسة عشر يومًا على الأقل بأجر كامل، وباقي العدة (أربعة أشهر وعشرة أيام) دون أجر (شرائح الأجر).'],
];

/** [type, days, pay percent] in order. */
const PAY_TIERS = [['sick', 30, 100], ['sick', 60, 75], ['sick', 30, 0], ['iddah', 15, 100], ['iddah', 115, 0]] as const;

/** The private sector's public holidays by the Ministry's rule: Eid al-Fitr from the day after 29 Ramadan, Eid al-Adha from the day of Arafah, four days each (Umm al-Qura). */
const HOLIDAYS = [
  ['Founding Day', 'يوم التأسيس', '2026-02-22', '2026-02-22', 1],
  ['Eid al-Fitr', 'عيد الفطر', '2026-03-19', '2026-03-22', 4],
  ['Eid al-Adha', 'عيد الأضحى', '2026-05-26', '2026-05-29', 4],
  ['National Day', 'اليوم الوطني', '2026-09-23', '2026-09-23', 1],
  ['Founding Day', 'يوم التأسيس', '2027-02-22', '2027-02-22', 1],
  ['Eid al-Fitr', 'عيد الفطر', '2027-03-09', '2027-03-12', 4],
  ['Eid al-Adha', 'عيد الأضحى', '2027-05-15', '2027-05-18', 4],
  ['National Day', 'اليوم الوطني', '2027-09-23', '2027-09-23', 1],
] as const;

/** The request types of the leaves made before leave types, and the seeded type each one is. */
const TYPE_OF_REQUEST = { annualLeave: 'annual', sickLeave: 'sick', emergencyLeave: 'emergency', unpaidLeave: 'unpaid' } as const;

/** The employee's balance columns the three oldest types open from. */
const OPENING_COLUMNS = { annual: 'annual_leave_balance', sick: 'sick_leave_balance', emergency: 'emergency_leave_balance' } as const;

const TODAY = "(now() AT TIME ZONE 'Asia/Riyadh')::date";

export class LeaveEntitlements1797000000040 implements MigrationInterface {
  name = 'LeaveEntitlements1797000000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_requests_type_id_ord33ad9c\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_hr_settings_annual_leave_days_id\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP CONSTRAINT \"XCL_employee_requests_employee_id_xclceb2e3\"");
    await queryRunner.query("CREATE TABLE \"leave_balances\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"employee_id\" uuid NOT NULL, \"leave_type_id\" uuid NOT NULL, \"balance\" numeric(18,4), CONSTRAINT \"PK_a1d90dff48fb2bfd23a7163d077\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_leave_balances_employee_id_leave_type_id_unique\" ON \"leave_balances\" (\"employee_id\", \"leave_type_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_balances_created_at_id\" ON \"leave_balances\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_balances_updated_at_id\" ON \"leave_balances\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_balances_employee_id_id\" ON \"leave_balances\" (\"employee_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_balances_leave_type_id_id\" ON \"leave_balances\" (\"leave_type_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_balances_balance_id\" ON \"leave_balances\" (\"balance\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"leave_movements\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"date\" date, \"employee_id\" uuid NOT NULL, \"leave_type_id\" uuid NOT NULL, \"kind\" character varying(64), \"days\" numeric(18,4) NOT NULL, \"period\" character varying(7), \"request_id\" uuid, \"leave_balance_id\" uuid, \"note\" text, CONSTRAINT \"PK_922b2ed598ccd0f927bdd19873c\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_employee_id_leave_type_id_date\" ON \"leave_movements\" (\"employee_id\", \"leave_type_id\", \"date\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_created_at_id\" ON \"leave_movements\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_updated_at_id\" ON \"leave_movements\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_date_id\" ON \"leave_movements\" (\"date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_employee_id_id\" ON \"leave_movements\" (\"employee_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_leave_type_id_id\" ON \"leave_movements\" (\"leave_type_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_days_id\" ON \"leave_movements\" (\"days\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_period_id\" ON \"leave_movements\" (\"period\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_request_id_id\" ON \"leave_movements\" (\"request_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_leave_balance_id\" ON \"leave_movements\" (\"leave_balance_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_kind\" ON \"leave_movements\" (\"kind\") ");
    await queryRunner.query("CREATE TABLE \"leave_pay_tiers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"leave_type_id\" uuid NOT NULL, \"position\" integer, \"days\" integer NOT NULL, \"pay_percent\" integer NOT NULL, CONSTRAINT \"PK_085d4970109756fef33ddf9f5a4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_leave_pay_tiers_created_at_id\" ON \"leave_pay_tiers\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_pay_tiers_updated_at_id\" ON \"leave_pay_tiers\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_pay_tiers_leave_type_id_id\" ON \"leave_pay_tiers\" (\"leave_type_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_pay_tiers_position_id\" ON \"leave_pay_tiers\" (\"position\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_pay_tiers_days_id\" ON \"leave_pay_tiers\" (\"days\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_pay_tiers_pay_percent_id\" ON \"leave_pay_tiers\" (\"pay_percent\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"leave_types\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"code\" character varying(32) NOT NULL, \"name\" character varying(120) NOT NULL, \"name_ar\" character varying(120) NOT NULL, \"request_type\" character varying(64) NOT NULL, \"paid\" boolean, \"entitlement\" character varying(64) NOT NULL, \"day_count\" character varying(64) NOT NULL, \"days_per_year\" numeric(18,4), \"long_service_years\" integer, \"long_service_days_per_year\" numeric(18,4), \"carry_over_cap\" numeric(18,4), \"carried_days_expire_after_months\" integer, \"allow_negative\" boolean, \"effective_from\" date, \"max_days_per_request\" integer, \"min_service_years\" integer, \"once_per_service\" boolean, \"gender\" character varying(64), \"active\" boolean, \"notes\" text, \"search_text\" text, CONSTRAINT \"PK_359223e0755d19711813cd07394\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_leave_types_code_unique\" ON \"leave_types\" (\"code\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_created_at_id\" ON \"leave_types\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_updated_at_id\" ON \"leave_types\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_code_id\" ON \"leave_types\" (\"code\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_name_id\" ON \"leave_types\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_name_ar_id\" ON \"leave_types\" (\"name_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_days_per_year_id\" ON \"leave_types\" (\"days_per_year\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_paid_id\" ON \"leave_types\" (\"paid\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_active_id\" ON \"leave_types\" (\"active\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_request_type\" ON \"leave_types\" (\"request_type\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_entitlement\" ON \"leave_types\" (\"entitlement\") ");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_gender\" ON \"leave_types\" (\"gender\") ");
    await queryRunner.query("CREATE TABLE \"public_holidays\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"name\" character varying(120) NOT NULL, \"name_ar\" character varying(120) NOT NULL, \"first_day\" date NOT NULL, \"last_day\" date NOT NULL, \"year\" integer, \"days\" integer, \"search_text\" text, CONSTRAINT \"PK_e959831bb7c79c39cc58207c122\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_created_at_id\" ON \"public_holidays\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_updated_at_id\" ON \"public_holidays\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_name_id\" ON \"public_holidays\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_name_ar_id\" ON \"public_holidays\" (\"name_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_first_day_id\" ON \"public_holidays\" (\"first_day\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_last_day_id\" ON \"public_holidays\" (\"last_day\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_days_id\" ON \"public_holidays\" (\"days\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_year_id\" ON \"public_holidays\" (\"year\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD \"leave_type_id\" uuid");
    await queryRunner.query("CREATE INDEX \"IDX_employee_requests_leave_type_id_id\" ON \"employee_requests\" (\"leave_type_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_hr_settings_grace_minutes_id\" ON \"hr_settings\" (\"grace_minutes\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD CONSTRAINT \"XCL_employee_requests_employee_id_xcl03a818\" EXCLUDE USING gist (\"employee_id\" WITH =, daterange(\"start_date\", \"end_date\", '[]') WITH &&) WHERE (\"type\" IN ('annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave') AND \"status\" IN ('pending', 'approved') AND \"start_date\" IS NOT NULL AND \"end_date\" >= \"start_date\")");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD CONSTRAINT \"FK_employee_requests_leave_type_id\" FOREIGN KEY (\"leave_type_id\") REFERENCES \"leave_types\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_balances\" ADD CONSTRAINT \"FK_leave_balances_employee_id\" FOREIGN KEY (\"employee_id\") REFERENCES \"employees\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_balances\" ADD CONSTRAINT \"FK_leave_balances_leave_type_id\" FOREIGN KEY (\"leave_type_id\") REFERENCES \"leave_types\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_movements\" ADD CONSTRAINT \"FK_leave_movements_employee_id\" FOREIGN KEY (\"employee_id\") REFERENCES \"employees\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_movements\" ADD CONSTRAINT \"FK_leave_movements_leave_type_id\" FOREIGN KEY (\"leave_type_id\") REFERENCES \"leave_types\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_movements\" ADD CONSTRAINT \"FK_leave_movements_request_id\" FOREIGN KEY (\"request_id\") REFERENCES \"employee_requests\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_movements\" ADD CONSTRAINT \"FK_leave_movements_leave_balance_id\" FOREIGN KEY (\"leave_balance_id\") REFERENCES \"leave_balances\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"leave_pay_tiers\" ADD CONSTRAINT \"FK_leave_pay_tiers_leave_type_id\" FOREIGN KEY (\"leave_type_id\") REFERENCES \"leave_types\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_leave_types_c8864d\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"code\"::text, '') || ' ' || coalesce(NEW.\"name\"::text, '') || ' ' || coalesce(NEW.\"name_ar\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_leave_types_c8864d\" BEFORE INSERT OR UPDATE ON \"leave_types\" FOR EACH ROW EXECUTE FUNCTION \"search_leave_types_c8864d\"()");
    await queryRunner.query("UPDATE \"leave_types\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"code\"::text, '') || ' ' || coalesce(\"name\"::text, '') || ' ' || coalesce(\"name_ar\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_public_holidays_e0c7b2\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"name\"::text, '') || ' ' || coalesce(NEW.\"name_ar\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_public_holidays_e0c7b2\" BEFORE INSERT OR UPDATE ON \"public_holidays\" FOR EACH ROW EXECUTE FUNCTION \"search_public_holidays_e0c7b2\"()");
    await queryRunner.query("UPDATE \"public_holidays\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"name\"::text, '') || ' ' || coalesce(\"name_ar\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"leave_types\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"public_holidays\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    const [settings] = (await queryRunner.query('SELECT "annual_leave_days" AS "annual", "annual_leave_days_after_five_years" AS "senior", "emergency_leave_days" AS "emergency" FROM "hr_settings" LIMIT 1')) as { annual: number; senior: number; emergency: number }[];
    for (const [code, name, nameAr, requestType, paid, entitlement, dayCount, daysPerYear, longServiceYears, longServiceDays, cap, expiry, maxDays, minService, once, gender, notes] of seededTypes(settings ?? { annual: 21, senior: 30, emergency: 5 })) {
      // A balance type's entitlements count from this year's start: what came before is the opening balance.
      await queryRunner.query(
        `INSERT INTO "leave_types" ("code", "name", "name_ar", "request_type", "paid", "entitlement", "day_count", "days_per_year", "long_service_years", "long_service_days_per_year", "carry_over_cap", "carried_days_expire_after_months", "allow_negative", "effective_from", "max_days_per_request", "min_service_years", "once_per_service", "gender", "active", "notes")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, false, CASE WHEN $18 THEN date_trunc('year', ${TODAY})::date END, $13, $14, $15, $16, true, $17)`,
        [code, name, nameAr, requestType, paid, entitlement, dayCount, daysPerYear, longServiceYears, longServiceDays, cap, expiry, maxDays, minService, once, gender, notes, entitlement !== 'perEvent'],
      );
    }
    for (const [[code, days, payPercent], position] of PAY_TIERS.map((tier, index) => [tier, PAY_TIERS.slice(0, index).filter(([other]) => other === tier[0]).length] as const)) {
      await queryRunner.query('INSERT INTO "leave_pay_tiers" ("leave_type_id", "position", "days", "pay_percent") SELECT "id", $2::integer, $3::integer, $4::integer FROM "leave_types" WHERE "code" = $1', [code, position, days, payPercent]);
    }
    for (const [name, nameAr, firstDay, lastDay, days] of HOLIDAYS) {
      await queryRunner.query('INSERT INTO "public_holidays" ("name", "name_ar", "first_day", "last_day", "year", "days") VALUES ($1, $2, $3, $4, $5, $6)', [name, nameAr, firstDay, lastDay, Number(firstDay.slice(0, 4)), days]);
    }
    // Each balance an employee had opens their movements of its type, dated today.
    for (const [code, column] of Object.entries(OPENING_COLUMNS)) {
      await queryRunner.query(`INSERT INTO "leave_balances" ("employee_id", "leave_type_id", "balance") SELECT e."id", t."id", e."${column}" FROM "employees" e JOIN "leave_types" t ON t."code" = $1 WHERE e."${column}" IS NOT NULL`, [code]);
    }
    await queryRunner.query(`INSERT INTO "leave_movements" ("date", "employee_id", "leave_type_id", "kind", "days", "leave_balance_id") SELECT ${TODAY}, "employee_id", "leave_type_id", 'opening', "balance", "id" FROM "leave_balances"`);
    for (const [type, code] of Object.entries(TYPE_OF_REQUEST)) {
      await queryRunner.query('UPDATE "employee_requests" SET "leave_type_id" = (SELECT "id" FROM "leave_types" WHERE "code" = $2) WHERE "type" = $1', [type, code]);
    }
    await queryRunner.query("CREATE INDEX \"IDX_employee_requests_type_id_ord3139a9\" ON \"employee_requests\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave', 'salaryLetter', 'salaryAdvance', 'custody']::varchar[], \"type\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_leave_movements_kind_id_ordd74277\" ON \"leave_movements\" (array_position(ARRAY['adjustment', 'opening', 'accrual', 'grant', 'carryOver', 'expiry', 'taken', 'returned']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_leave_movements_employee_id_leave_type_id_kind_p_a7f6dd90f0\" ON \"leave_movements\" (\"employee_id\", \"leave_type_id\", \"kind\", \"period\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_leave_movements_request_id_kind_rule703012\" ON \"leave_movements\" (\"request_id\", \"kind\")");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_searche4ae9e\" ON \"leave_types\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_request_type_id_ordf423ef\" ON \"leave_types\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave']::varchar[], \"request_type\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_entitlement_id_ord32dca3\" ON \"leave_types\" (array_position(ARRAY['accruedMonthly', 'grantedYearly', 'perEvent']::varchar[], \"entitlement\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_day_count_id_ord709a11\" ON \"leave_types\" (array_position(ARRAY['workingDays', 'calendarDays']::varchar[], \"day_count\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_leave_types_gender_id_ord14f6c5\" ON \"leave_types\" (array_position(ARRAY['male', 'female']::varchar[], \"gender\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_public_holidays_search527965\" ON \"public_holidays\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"annual_leave_days\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"annual_leave_days_after_five_years\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"sick_leave_days\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" DROP COLUMN \"emergency_leave_days\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_public_holidays_search527965\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_types_gender_id_ord14f6c5\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_types_day_count_id_ord709a11\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_types_entitlement_id_ord32dca3\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_types_request_type_id_ordf423ef\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_types_searche4ae9e\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_movements_request_id_kind_rule703012\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_movements_employee_id_leave_type_id_kind_p_a7f6dd90f0\"");
    await queryRunner.query("DROP INDEX \"IDX_leave_movements_kind_id_ordd74277\"");
    await queryRunner.query("DROP INDEX \"IDX_employee_requests_type_id_ord3139a9\"");
    await queryRunner.query("ALTER TABLE \"public_holidays\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"leave_types\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_public_holidays_e0c7b2\" ON \"public_holidays\"");
    await queryRunner.query("DROP FUNCTION \"search_public_holidays_e0c7b2\"()");
    await queryRunner.query("DROP TRIGGER \"search_leave_types_c8864d\" ON \"leave_types\"");
    await queryRunner.query("DROP FUNCTION \"search_leave_types_c8864d\"()");
    await queryRunner.query("ALTER TABLE \"leave_pay_tiers\" DROP CONSTRAINT \"FK_leave_pay_tiers_leave_type_id\"");
    await queryRunner.query("ALTER TABLE \"leave_movements\" DROP CONSTRAINT \"FK_leave_movements_leave_balance_id\"");
    await queryRunner.query("ALTER TABLE \"leave_movements\" DROP CONSTRAINT \"FK_leave_movements_request_id\"");
    await queryRunner.query("ALTER TABLE \"leave_movements\" DROP CONSTRAINT \"FK_leave_movements_leave_type_id\"");
    await queryRunner.query("ALTER TABLE \"leave_movements\" DROP CONSTRAINT \"FK_leave_movements_employee_id\"");
    await queryRunner.query("ALTER TABLE \"leave_balances\" DROP CONSTRAINT \"FK_leave_balances_leave_type_id\"");
    await queryRunner.query("ALTER TABLE \"leave_balances\" DROP CONSTRAINT \"FK_leave_balances_employee_id\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP CONSTRAINT \"FK_employee_requests_leave_type_id\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP CONSTRAINT \"XCL_employee_requests_employee_id_xcl03a818\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_hr_settings_grace_minutes_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_employee_requests_leave_type_id_id\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" DROP COLUMN \"leave_type_id\"");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"emergency_leave_days\" integer NOT NULL DEFAULT 5");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"emergency_leave_days\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"sick_leave_days\" integer NOT NULL DEFAULT 30");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"sick_leave_days\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"annual_leave_days_after_five_years\" integer NOT NULL DEFAULT 30");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"annual_leave_days_after_five_years\" DROP DEFAULT");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ADD \"annual_leave_days\" integer NOT NULL DEFAULT 21");
    await queryRunner.query("ALTER TABLE \"hr_settings\" ALTER COLUMN \"annual_leave_days\" DROP DEFAULT");
    // The settings keep their days again, as the types last said them.
    await queryRunner.query(`UPDATE "hr_settings" SET
      "annual_leave_days" = coalesce((SELECT round("days_per_year") FROM "leave_types" WHERE "code" = 'annual'), 21),
      "annual_leave_days_after_five_years" = coalesce((SELECT round("long_service_days_per_year") FROM "leave_types" WHERE "code" = 'annual'), 30),
      "emergency_leave_days" = coalesce((SELECT round("days_per_year") FROM "leave_types" WHERE "code" = 'emergency'), 5)`);
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_year_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_days_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_last_day_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_first_day_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_name_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_public_holidays_created_at_id\"");
    await queryRunner.query("DROP TABLE \"public_holidays\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_gender\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_entitlement\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_request_type\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_active_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_paid_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_days_per_year_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_name_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_code_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_types_code_unique\"");
    await queryRunner.query("DROP TABLE \"leave_types\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_pay_tiers_pay_percent_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_pay_tiers_days_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_pay_tiers_position_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_pay_tiers_leave_type_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_pay_tiers_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_pay_tiers_created_at_id\"");
    await queryRunner.query("DROP TABLE \"leave_pay_tiers\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_kind\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_leave_balance_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_request_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_period_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_days_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_leave_type_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_employee_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_movements_employee_id_leave_type_id_date\"");
    await queryRunner.query("DROP TABLE \"leave_movements\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_balances_balance_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_balances_leave_type_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_balances_employee_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_balances_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_balances_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_leave_balances_employee_id_leave_type_id_unique\"");
    await queryRunner.query("DROP TABLE \"leave_balances\"");
    await queryRunner.query("ALTER TABLE \"employee_requests\" ADD CONSTRAINT \"XCL_employee_requests_employee_id_xclceb2e3\" EXCLUDE USING gist (employee_id WITH =, daterange(start_date, end_date, '[]'::text) WITH &&) WHERE ((((type)::text = ANY ((ARRAY['annualLeave'::character varying, 'sickLeave'::character varying, 'emergencyLeave'::character varying, 'unpaidLeave'::character varying])::text[])) AND ((status)::text = ANY ((ARRAY['pending'::character varying, 'approved'::character varying])::text[])) AND (start_date IS NOT NULL) AND (end_date >= start_date)))");
    await queryRunner.query("CREATE INDEX \"IDX_hr_settings_annual_leave_days_id\" ON \"hr_settings\" (\"annual_leave_days\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_employee_requests_type_id_ord33ad9c\" ON \"employee_requests\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'salaryLetter', 'salaryAdvance', 'custody']::varchar[], \"type\"), \"id\")");
  }
}
