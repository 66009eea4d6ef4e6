import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LedgerJournal1797000000013 implements MigrationInterface {
  name = 'LedgerJournal1797000000013';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A payment voucher's cost centres, carried to its expense line.
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"department_id\" uuid");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"project_id\" uuid");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_department_id_id\" ON \"payment_vouchers\" (\"department_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_project_id_id\" ON \"payment_vouchers\" (\"project_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD CONSTRAINT \"FK_payment_vouchers_department_id\" FOREIGN KEY (\"department_id\") REFERENCES \"departments\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD CONSTRAINT \"FK_payment_vouchers_project_id\" FOREIGN KEY (\"project_id\") REFERENCES \"projects\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE TABLE \"accounting_periods\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"period\" character varying(7) NOT NULL, \"status\" character varying(64) NOT NULL, \"closed_by_id\" uuid, \"closed_at\" TIMESTAMP WITH TIME ZONE, \"reopen_reason\" character varying(300), \"search_text\" text, CONSTRAINT \"PK_a574217de733282cf1ea1c1970f\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_accounting_periods_period_rule4ffc8e\" ON \"accounting_periods\" (\"period\")");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_created_at_id\" ON \"accounting_periods\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_updated_at_id\" ON \"accounting_periods\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_period_id\" ON \"accounting_periods\" (\"period\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_closed_by_id_id\" ON \"accounting_periods\" (\"closed_by_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_closed_at_id\" ON \"accounting_periods\" (\"closed_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_status\" ON \"accounting_periods\" (\"status\") ");
    await queryRunner.query("CREATE TABLE \"accounts\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"code\" character varying(10) NOT NULL, \"name\" character varying(160) NOT NULL, \"name_ar\" character varying(160) NOT NULL, \"type\" character varying(64), \"parent_id\" uuid, \"is_posting\" boolean, \"is_active\" boolean, \"description\" text, \"search_text\" text, CONSTRAINT \"PK_5a7a02c20412299d198e097a8fe\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_accounts_code_unique\" ON \"accounts\" (\"code\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_created_at_id\" ON \"accounts\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_updated_at_id\" ON \"accounts\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_code_id\" ON \"accounts\" (\"code\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_name_id\" ON \"accounts\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_name_ar_id\" ON \"accounts\" (\"name_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_parent_id_id\" ON \"accounts\" (\"parent_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_is_posting_id\" ON \"accounts\" (\"is_posting\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_is_active_id\" ON \"accounts\" (\"is_active\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_type\" ON \"accounts\" (\"type\") ");
    await queryRunner.query("CREATE TABLE \"journal_entries\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"number\" character varying(40), \"entry_date\" date NOT NULL, \"period\" character varying(7), \"description\" character varying(300) NOT NULL, \"kind\" character varying(64), \"status\" character varying(64) NOT NULL, \"source_resource\" character varying(64), \"source_id\" character varying(36), \"reverses_id\" uuid, \"prepared_by_id\" uuid, \"posted_by_id\" uuid, \"posted_at\" TIMESTAMP WITH TIME ZONE, \"total_debit\" numeric(14,2), \"total_credit\" numeric(14,2), \"search_text\" text, CONSTRAINT \"PK_a70368e64230434457c8d007ab3\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_source_resource_source_id\" ON \"journal_entries\" (\"source_resource\", \"source_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_period\" ON \"journal_entries\" (\"period\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_journal_entries_number_unique\" ON \"journal_entries\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_created_at_id\" ON \"journal_entries\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_updated_at_id\" ON \"journal_entries\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_number_id\" ON \"journal_entries\" (\"number\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_entry_date_id\" ON \"journal_entries\" (\"entry_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_description_id\" ON \"journal_entries\" (\"description\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_total_debit_id\" ON \"journal_entries\" (\"total_debit\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_period_id\" ON \"journal_entries\" (\"period\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_source_resource_id\" ON \"journal_entries\" (\"source_resource\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_source_id_id\" ON \"journal_entries\" (\"source_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_reverses_id\" ON \"journal_entries\" (\"reverses_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_prepared_by_id\" ON \"journal_entries\" (\"prepared_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_posted_by_id\" ON \"journal_entries\" (\"posted_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_status\" ON \"journal_entries\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_kind\" ON \"journal_entries\" (\"kind\") ");
    await queryRunner.query("CREATE TABLE \"journal_lines\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"entry_id\" uuid NOT NULL, \"position\" integer, \"account_id\" uuid NOT NULL, \"memo\" character varying(300), \"debit\" numeric(14,2), \"credit\" numeric(14,2), \"department_id\" uuid, \"project_id\" uuid, \"team_id\" uuid, \"entry_date\" date, \"posted\" boolean, \"search_text\" text, CONSTRAINT \"PK_70cba2da4588cee8921f73ef136\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ADD \"net\" numeric(14,2)");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_account_id_entry_date\" ON \"journal_lines\" (\"account_id\", \"entry_date\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_entry_id\" ON \"journal_lines\" (\"entry_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_created_at_id\" ON \"journal_lines\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_updated_at_id\" ON \"journal_lines\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_entry_date_id\" ON \"journal_lines\" (\"entry_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_entry_id_id\" ON \"journal_lines\" (\"entry_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_account_id_id\" ON \"journal_lines\" (\"account_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_memo_id\" ON \"journal_lines\" (\"memo\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_debit_id\" ON \"journal_lines\" (\"debit\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_credit_id\" ON \"journal_lines\" (\"credit\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_department_id_id\" ON \"journal_lines\" (\"department_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_project_id_id\" ON \"journal_lines\" (\"project_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_posted_id\" ON \"journal_lines\" (\"posted\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_team_id_id\" ON \"journal_lines\" (\"team_id\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"posting_accounts\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"purpose\" character varying(64) NOT NULL, \"account_id\" uuid, CONSTRAINT \"PK_f0f0403681aebbb064fb1777b8d\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_posting_accounts_purpose_unique\" ON \"posting_accounts\" (\"purpose\") ");
    await queryRunner.query("CREATE INDEX \"IDX_posting_accounts_created_at_id\" ON \"posting_accounts\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_posting_accounts_updated_at_id\" ON \"posting_accounts\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_posting_accounts_account_id_id\" ON \"posting_accounts\" (\"account_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"accounting_periods\" ADD CONSTRAINT \"FK_accounting_periods_closed_by_id\" FOREIGN KEY (\"closed_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"accounts\" ADD CONSTRAINT \"FK_accounts_parent_id\" FOREIGN KEY (\"parent_id\") REFERENCES \"accounts\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_entries\" ADD CONSTRAINT \"FK_journal_entries_reverses_id\" FOREIGN KEY (\"reverses_id\") REFERENCES \"journal_entries\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_entries\" ADD CONSTRAINT \"FK_journal_entries_prepared_by_id\" FOREIGN KEY (\"prepared_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_entries\" ADD CONSTRAINT \"FK_journal_entries_posted_by_id\" FOREIGN KEY (\"posted_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ADD CONSTRAINT \"FK_journal_lines_entry_id\" FOREIGN KEY (\"entry_id\") REFERENCES \"journal_entries\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ADD CONSTRAINT \"FK_journal_lines_account_id\" FOREIGN KEY (\"account_id\") REFERENCES \"accounts\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ADD CONSTRAINT \"FK_journal_lines_department_id\" FOREIGN KEY (\"department_id\") REFERENCES \"departments\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ADD CONSTRAINT \"FK_journal_lines_project_id\" FOREIGN KEY (\"project_id\") REFERENCES \"projects\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ADD CONSTRAINT \"FK_journal_lines_team_id\" FOREIGN KEY (\"team_id\") REFERENCES \"teams\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"posting_accounts\" ADD CONSTRAINT \"FK_posting_accounts_account_id\" FOREIGN KEY (\"account_id\") REFERENCES \"accounts\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_accounting_periods_96e088\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"period\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_accounting_periods_96e088\" BEFORE INSERT OR UPDATE ON \"accounting_periods\" FOR EACH ROW EXECUTE FUNCTION \"search_accounting_periods_96e088\"()");
    await queryRunner.query("UPDATE \"accounting_periods\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"period\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_accounts_c8864d\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"code\"::text, '') || ' ' || coalesce(NEW.\"name\"::text, '') || ' ' || coalesce(NEW.\"name_ar\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_accounts_c8864d\" BEFORE INSERT OR UPDATE ON \"accounts\" FOR EACH ROW EXECUTE FUNCTION \"search_accounts_c8864d\"()");
    await queryRunner.query("UPDATE \"accounts\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"code\"::text, '') || ' ' || coalesce(\"name\"::text, '') || ' ' || coalesce(\"name_ar\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_journal_entries_db12b6\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"number\"::text, '') || ' ' || coalesce(NEW.\"description\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_journal_entries_db12b6\" BEFORE INSERT OR UPDATE ON \"journal_entries\" FOR EACH ROW EXECUTE FUNCTION \"search_journal_entries_db12b6\"()");
    await queryRunner.query("UPDATE \"journal_entries\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"number\"::text, '') || ' ' || coalesce(\"description\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_journal_lines_ebc8a3\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"memo\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_journal_lines_ebc8a3\" BEFORE INSERT OR UPDATE ON \"journal_lines\" FOR EACH ROW EXECUTE FUNCTION \"search_journal_lines_ebc8a3\"()");
    await queryRunner.query("UPDATE \"journal_lines\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"memo\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"accounting_periods\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"accounts\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"journal_entries\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_search9788df\" ON \"accounting_periods\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_accounting_periods_status_id_ord29149d\" ON \"accounting_periods\" (array_position(ARRAY['open', 'closed']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_searche4ae9e\" ON \"accounts\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_accounts_type_id_ord9e8745\" ON \"accounts\" (array_position(ARRAY['asset', 'liability', 'equity', 'revenue', 'expense']::varchar[], \"type\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_search6f6cc2\" ON \"journal_entries\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_kind_id_ordad5cc2\" ON \"journal_entries\" (array_position(ARRAY['manual', 'document', 'reversal']::varchar[], \"kind\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_journal_entries_status_id_ord569a64\" ON \"journal_entries\" (array_position(ARRAY['draft', 'posted']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_journal_entries_source_resource_source_id_rule6cc689\" ON \"journal_entries\" (\"source_resource\", \"source_id\") WHERE \"kind\" IN ('document')");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_journal_entries_reverses_id_rule5d857e\" ON \"journal_entries\" (\"reverses_id\")");
    await queryRunner.query("CREATE INDEX \"IDX_journal_lines_searchec94e8\" ON \"journal_lines\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_posting_accounts_purpose_id_ord0bb582\" ON \"posting_accounts\" (array_position(ARRAY['receivables', 'payables', 'salesRevenue', 'vatOutput', 'vatInput', 'inventory', 'depreciationExpense', 'accumulatedDepreciation', 'openingEquity', 'money.cash', 'money.cheque', 'money.transfer', 'money.card', 'money.mada', 'expense.salaries', 'expense.maintenance', 'expense.utilities', 'expense.equipment', 'expense.transport', 'expense.events', 'expense.medical', 'expense.rent', 'expense.other']::varchar[], \"purpose\"), \"id\")");
    // The journal's own rules, held by the database under the engine's (api/src/overrides/journalEntries.ts):
    // a posted entry balances on two lines at least, each line on one side and above zero, checked at
    // commit; nothing is posted into a closed month.
    await queryRunner.query(`CREATE FUNCTION "journal_entry_holds"(entry uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE totals record;
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM "journal_entries" WHERE "id" = entry AND "status" = 'posted') THEN RETURN; END IF;
        SELECT count(*) AS "lines", coalesce(sum("debit"), 0) AS "debit", coalesce(sum("credit"), 0) AS "credit",
               count(*) FILTER (WHERE coalesce("debit", 0) < 0 OR coalesce("credit", 0) < 0 OR (coalesce("debit", 0) = 0) = (coalesce("credit", 0) = 0)) AS "bad"
          INTO totals FROM "journal_lines" WHERE "entry_id" = entry;
        IF totals."lines" < 2 OR totals."debit" <> totals."credit" OR totals."bad" > 0 THEN
          RAISE EXCEPTION 'journal entry % does not balance', entry USING ERRCODE = 'check_violation';
        END IF;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION "journal_lines_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "journal_entry_holds"(CASE WHEN TG_OP = 'DELETE' THEN OLD."entry_id" ELSE NEW."entry_id" END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION "journal_entries_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "journal_entry_holds"(NEW."id");
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE CONSTRAINT TRIGGER "journal_lines_balance" AFTER INSERT OR UPDATE OR DELETE ON "journal_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_lines_hold"()`);
    await queryRunner.query(`CREATE CONSTRAINT TRIGGER "journal_entries_balance" AFTER INSERT OR UPDATE ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entries_hold"()`);
    await queryRunner.query(`CREATE FUNCTION "journal_entries_open_month"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."status" = 'posted' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'posted')
           AND EXISTS (SELECT 1 FROM "accounting_periods" WHERE "period" = NEW."period" AND "status" = 'closed') THEN
          RAISE EXCEPTION 'the month % is closed', NEW."period" USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "journal_entries_open_month" BEFORE INSERT OR UPDATE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_entries_open_month"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "journal_entries_open_month" ON "journal_entries"`);
    await queryRunner.query(`DROP FUNCTION "journal_entries_open_month"()`);
    await queryRunner.query(`DROP TRIGGER "journal_entries_balance" ON "journal_entries"`);
    await queryRunner.query(`DROP TRIGGER "journal_lines_balance" ON "journal_lines"`);
    await queryRunner.query(`DROP FUNCTION "journal_entries_hold"()`);
    await queryRunner.query(`DROP FUNCTION "journal_lines_hold"()`);
    await queryRunner.query(`DROP FUNCTION "journal_entry_holds"(uuid)`);
    await queryRunner.query("DROP INDEX \"IDX_posting_accounts_purpose_id_ord0bb582\"");
    await queryRunner.query("DROP INDEX \"IDX_journal_lines_searchec94e8\"");
    await queryRunner.query("DROP INDEX \"IDX_journal_entries_reverses_id_rule5d857e\"");
    await queryRunner.query("DROP INDEX \"IDX_journal_entries_source_resource_source_id_rule6cc689\"");
    await queryRunner.query("DROP INDEX \"IDX_journal_entries_status_id_ord569a64\"");
    await queryRunner.query("DROP INDEX \"IDX_journal_entries_kind_id_ordad5cc2\"");
    await queryRunner.query("DROP INDEX \"IDX_journal_entries_search6f6cc2\"");
    await queryRunner.query("DROP INDEX \"IDX_accounts_type_id_ord9e8745\"");
    await queryRunner.query("DROP INDEX \"IDX_accounts_searche4ae9e\"");
    await queryRunner.query("DROP INDEX \"IDX_accounting_periods_status_id_ord29149d\"");
    await queryRunner.query("DROP INDEX \"IDX_accounting_periods_search9788df\"");
    await queryRunner.query("ALTER TABLE \"journal_lines\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"journal_entries\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"accounts\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"accounting_periods\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_journal_lines_ebc8a3\" ON \"journal_lines\"");
    await queryRunner.query("DROP FUNCTION \"search_journal_lines_ebc8a3\"()");
    await queryRunner.query("DROP TRIGGER \"search_journal_entries_db12b6\" ON \"journal_entries\"");
    await queryRunner.query("DROP FUNCTION \"search_journal_entries_db12b6\"()");
    await queryRunner.query("DROP TRIGGER \"search_accounts_c8864d\" ON \"accounts\"");
    await queryRunner.query("DROP FUNCTION \"search_accounts_c8864d\"()");
    await queryRunner.query("DROP TRIGGER \"search_accounting_periods_96e088\" ON \"accounting_periods\"");
    await queryRunner.query("DROP FUNCTION \"search_accounting_periods_96e088\"()");
    await queryRunner.query("ALTER TABLE \"posting_accounts\" DROP CONSTRAINT \"FK_posting_accounts_account_id\"");
    await queryRunner.query("ALTER TABLE \"journal_lines\" DROP CONSTRAINT \"FK_journal_lines_team_id\"");
    await queryRunner.query("ALTER TABLE \"journal_lines\" DROP CONSTRAINT \"FK_journal_lines_project_id\"");
    await queryRunner.query("ALTER TABLE \"journal_lines\" DROP CONSTRAINT \"FK_journal_lines_department_id\"");
    await queryRunner.query("ALTER TABLE \"journal_lines\" DROP CONSTRAINT \"FK_journal_lines_account_id\"");
    await queryRunner.query("ALTER TABLE \"journal_lines\" DROP CONSTRAINT \"FK_journal_lines_entry_id\"");
    await queryRunner.query("ALTER TABLE \"journal_entries\" DROP CONSTRAINT \"FK_journal_entries_posted_by_id\"");
    await queryRunner.query("ALTER TABLE \"journal_entries\" DROP CONSTRAINT \"FK_journal_entries_prepared_by_id\"");
    await queryRunner.query("ALTER TABLE \"journal_entries\" DROP CONSTRAINT \"FK_journal_entries_reverses_id\"");
    await queryRunner.query("ALTER TABLE \"accounts\" DROP CONSTRAINT \"FK_accounts_parent_id\"");
    await queryRunner.query("ALTER TABLE \"accounting_periods\" DROP CONSTRAINT \"FK_accounting_periods_closed_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_posting_accounts_account_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_posting_accounts_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_posting_accounts_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_posting_accounts_purpose_unique\"");
    await queryRunner.query("DROP TABLE \"posting_accounts\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_team_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_posted_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_project_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_department_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_credit_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_debit_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_memo_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_account_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_entry_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_entry_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_entry_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_lines_account_id_entry_date\"");
    await queryRunner.query("DROP TABLE \"journal_lines\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_kind\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_posted_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_prepared_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_reverses_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_source_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_source_resource_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_period_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_total_debit_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_description_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_entry_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_number_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_number_unique\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_period\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_journal_entries_source_resource_source_id\"");
    await queryRunner.query("DROP TABLE \"journal_entries\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_type\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_is_active_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_is_posting_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_parent_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_name_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_code_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounts_code_unique\"");
    await queryRunner.query("DROP TABLE \"accounts\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_closed_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_closed_by_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_period_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_accounting_periods_period_rule4ffc8e\"");
    await queryRunner.query("DROP TABLE \"accounting_periods\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP CONSTRAINT \"FK_payment_vouchers_project_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP CONSTRAINT \"FK_payment_vouchers_department_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_project_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_department_id_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"project_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"department_id\"");
  }
}
