import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Vouchers1795698476903 implements MigrationInterface {
  name = 'Vouchers1795698476903';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_status_id_ord6fca28\"");
    await queryRunner.query("CREATE TABLE \"payment_vouchers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"number\" character varying(40), \"voucher_date\" date NOT NULL, \"payee_name\" character varying(160) NOT NULL, \"payee_type\" character varying(64) NOT NULL, \"expense_category\" character varying(64) NOT NULL, \"amount\" numeric(14,2) NOT NULL, \"amount_in_words\" character varying(300), \"amount_in_words_ar\" character varying(300), \"method\" character varying(64) NOT NULL, \"cheque_number\" character varying(20), \"cheque_date\" date, \"bank_name\" character varying(120), \"reference\" character varying(60), \"reason\" character varying(300) NOT NULL, \"status\" character varying(64), \"confirmed_by_id\" uuid, \"confirmed_at\" TIMESTAMP WITH TIME ZONE, \"cancel_reason\" character varying(300), \"search_text\" text, CONSTRAINT \"PK_9b9ec6a3f1192c7917fe1b7438a\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_payment_vouchers_number_unique\" ON \"payment_vouchers\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_created_at_id\" ON \"payment_vouchers\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_updated_at_id\" ON \"payment_vouchers\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_number_id\" ON \"payment_vouchers\" (\"number\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_voucher_date_id\" ON \"payment_vouchers\" (\"voucher_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_payee_name_id\" ON \"payment_vouchers\" (\"payee_name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_amount_id\" ON \"payment_vouchers\" (\"amount\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_confirmed_by_id\" ON \"payment_vouchers\" (\"confirmed_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_status\" ON \"payment_vouchers\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_method\" ON \"payment_vouchers\" (\"method\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_expense_category\" ON \"payment_vouchers\" (\"expense_category\") ");
    await queryRunner.query("CREATE TABLE \"receipt_vouchers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"number\" character varying(40), \"voucher_date\" date NOT NULL, \"payer_name\" character varying(160) NOT NULL, \"payer_type\" character varying(64) NOT NULL, \"amount\" numeric(14,2) NOT NULL, \"amount_in_words\" character varying(300), \"amount_in_words_ar\" character varying(300), \"method\" character varying(64) NOT NULL, \"cheque_number\" character varying(20), \"cheque_date\" date, \"bank_name\" character varying(120), \"reference\" character varying(60), \"reason\" character varying(300) NOT NULL, \"invoice_ids\" uuid array, \"status\" character varying(64), \"confirmed_by_id\" uuid, \"confirmed_at\" TIMESTAMP WITH TIME ZONE, \"cancel_reason\" character varying(300), \"search_text\" text, CONSTRAINT \"PK_41f2a9da8a55fcdf599d7dd7030\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_receipt_vouchers_number_unique\" ON \"receipt_vouchers\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_created_at_id\" ON \"receipt_vouchers\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_updated_at_id\" ON \"receipt_vouchers\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_number_id\" ON \"receipt_vouchers\" (\"number\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_voucher_date_id\" ON \"receipt_vouchers\" (\"voucher_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_payer_name_id\" ON \"receipt_vouchers\" (\"payer_name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_amount_id\" ON \"receipt_vouchers\" (\"amount\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_confirmed_by_id\" ON \"receipt_vouchers\" (\"confirmed_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_status\" ON \"receipt_vouchers\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_method\" ON \"receipt_vouchers\" (\"method\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_payer_type\" ON \"receipt_vouchers\" (\"payer_type\") ");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"paid_amount\" numeric(14,2)");
    // Invoices marked paid before receipts counted payments: all of their total was paid.
    await queryRunner.query("UPDATE \"invoices\" SET \"paid_amount\" = \"total\" WHERE \"status\" = 'paid'");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD CONSTRAINT \"FK_payment_vouchers_confirmed_by_id\" FOREIGN KEY (\"confirmed_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" ADD CONSTRAINT \"FK_receipt_vouchers_confirmed_by_id\" FOREIGN KEY (\"confirmed_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_payment_vouchers_a7ae51\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"number\"::text, '') || ' ' || coalesce(NEW.\"payee_name\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_payment_vouchers_a7ae51\" BEFORE INSERT OR UPDATE ON \"payment_vouchers\" FOR EACH ROW EXECUTE FUNCTION \"search_payment_vouchers_a7ae51\"()");
    await queryRunner.query("UPDATE \"payment_vouchers\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"number\"::text, '') || ' ' || coalesce(\"payee_name\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_receipt_vouchers_26974f\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"number\"::text, '') || ' ' || coalesce(NEW.\"payer_name\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_receipt_vouchers_26974f\" BEFORE INSERT OR UPDATE ON \"receipt_vouchers\" FOR EACH ROW EXECUTE FUNCTION \"search_receipt_vouchers_26974f\"()");
    await queryRunner.query("UPDATE \"receipt_vouchers\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"number\"::text, '') || ' ' || coalesce(\"payer_name\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_status_id_ordfda9f7\" ON \"invoices\" (array_position(ARRAY['draft', 'issued', 'partiallyPaid', 'paid', 'canceled']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_searchc0394e\" ON \"payment_vouchers\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_expense_category_id_ord9d1398\" ON \"payment_vouchers\" (array_position(ARRAY['salaries', 'maintenance', 'utilities', 'equipment', 'transport', 'events', 'medical', 'rent', 'other']::varchar[], \"expense_category\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_method_id_ord1ce37a\" ON \"payment_vouchers\" (array_position(ARRAY['cash', 'cheque', 'transfer', 'card', 'mada']::varchar[], \"method\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_status_id_ordc2d81d\" ON \"payment_vouchers\" (array_position(ARRAY['draft', 'confirmed', 'canceled']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_search6cd0ac\" ON \"receipt_vouchers\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_method_id_ord1ce37a\" ON \"receipt_vouchers\" (array_position(ARRAY['cash', 'cheque', 'transfer', 'card', 'mada']::varchar[], \"method\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_status_id_ordc2d81d\" ON \"receipt_vouchers\" (array_position(ARRAY['draft', 'confirmed', 'canceled']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_payer_type_id_ord2ac308\" ON \"receipt_vouchers\" (array_position(ARRAY['member', 'parent', 'company', 'sponsor', 'other']::varchar[], \"payer_type\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_receipt_vouchers_payer_type_id_ord2ac308\"");
    await queryRunner.query("DROP INDEX \"IDX_receipt_vouchers_status_id_ordc2d81d\"");
    await queryRunner.query("DROP INDEX \"IDX_receipt_vouchers_method_id_ord1ce37a\"");
    await queryRunner.query("DROP INDEX \"IDX_receipt_vouchers_search6cd0ac\"");
    await queryRunner.query("DROP INDEX \"IDX_payment_vouchers_status_id_ordc2d81d\"");
    await queryRunner.query("DROP INDEX \"IDX_payment_vouchers_method_id_ord1ce37a\"");
    await queryRunner.query("DROP INDEX \"IDX_payment_vouchers_expense_category_id_ord9d1398\"");
    await queryRunner.query("DROP INDEX \"IDX_payment_vouchers_searchc0394e\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_status_id_ordfda9f7\"");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_receipt_vouchers_26974f\" ON \"receipt_vouchers\"");
    await queryRunner.query("DROP FUNCTION \"search_receipt_vouchers_26974f\"()");
    await queryRunner.query("DROP TRIGGER \"search_payment_vouchers_a7ae51\" ON \"payment_vouchers\"");
    await queryRunner.query("DROP FUNCTION \"search_payment_vouchers_a7ae51\"()");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" DROP CONSTRAINT \"FK_receipt_vouchers_confirmed_by_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP CONSTRAINT \"FK_payment_vouchers_confirmed_by_id\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"paid_amount\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_payer_type\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_method\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_confirmed_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_amount_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_payer_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_voucher_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_number_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_number_unique\"");
    await queryRunner.query("DROP TABLE \"receipt_vouchers\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_expense_category\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_method\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_confirmed_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_amount_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_payee_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_voucher_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_number_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_number_unique\"");
    await queryRunner.query("DROP TABLE \"payment_vouchers\"");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_status_id_ord6fca28\" ON \"invoices\" (\"id\") ");
  }
}
