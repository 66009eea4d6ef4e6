import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddInvoices1795515197116 implements MigrationInterface {
  name = 'AddInvoices1795515197116';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"invoice_items\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"invoice_id\" uuid NOT NULL, \"position\" integer, \"description\" character varying(200) NOT NULL, \"quantity\" numeric(18,4) NOT NULL, \"unit_price\" numeric(14,2) NOT NULL, \"vat_rate\" numeric(18,4) NOT NULL, \"amount\" numeric(14,2), CONSTRAINT \"PK_53b99f9e0e2945e69de1a12b75a\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_created_at_id\" ON \"invoice_items\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_updated_at_id\" ON \"invoice_items\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_invoice_id_id\" ON \"invoice_items\" (\"invoice_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_position_id\" ON \"invoice_items\" (\"position\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_description_id\" ON \"invoice_items\" (\"description\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_quantity_id\" ON \"invoice_items\" (\"quantity\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_unit_price_id\" ON \"invoice_items\" (\"unit_price\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_vat_rate_id\" ON \"invoice_items\" (\"vat_rate\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_amount_id\" ON \"invoice_items\" (\"amount\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"invoices\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"number\" character varying(40), \"customer_name\" character varying(160) NOT NULL, \"customer_email\" character varying(254), \"customer_vat_number\" character varying(15), \"issue_date\" date NOT NULL, \"due_date\" date NOT NULL, \"status\" character varying(64) NOT NULL, \"notes\" text, \"subtotal\" numeric(14,2), \"vat_total\" numeric(14,2), \"total\" numeric(14,2), CONSTRAINT \"PK_668cef7c22a427fd822cc1be3ce\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_invoices_number_unique\" ON \"invoices\" (\"number\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_created_at_id\" ON \"invoices\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_updated_at_id\" ON \"invoices\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_number_id\" ON \"invoices\" (\"number\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_customer_name_id\" ON \"invoices\" (\"customer_name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_issue_date_id\" ON \"invoices\" (\"issue_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_due_date_id\" ON \"invoices\" (\"due_date\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_total_id\" ON \"invoices\" (\"total\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_status\" ON \"invoices\" (\"status\") ");
    await queryRunner.query("CREATE TABLE \"sequence_counters\" (\"resource\" text NOT NULL, \"field\" text NOT NULL, \"year\" integer NOT NULL, \"value\" integer NOT NULL, CONSTRAINT \"PK_ec5f7fb2c6c59f4e1917ae8ad03\" PRIMARY KEY (\"resource\", \"field\", \"year\"))");
    await queryRunner.query("ALTER TABLE \"invoice_items\" ADD CONSTRAINT \"FK_invoice_items_invoice_id\" FOREIGN KEY (\"invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_invoice_items_description_trgm\" ON \"invoice_items\" USING gin (\"description\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_number_trgm\" ON \"invoices\" USING gin (\"number\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_customer_name_trgm\" ON \"invoices\" USING gin (\"customer_name\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_invoices_status_id_ord6fca28\" ON \"invoices\" (array_position(ARRAY['draft', 'issued', 'paid', 'canceled']::varchar[], \"status\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_invoices_status_id_ord6fca28\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_customer_name_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_invoices_number_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_invoice_items_description_trgm\"");
    await queryRunner.query("ALTER TABLE \"invoice_items\" DROP CONSTRAINT \"FK_invoice_items_invoice_id\"");
    await queryRunner.query("DROP TABLE \"sequence_counters\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_total_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_due_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_issue_date_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_customer_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_number_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoices_number_unique\"");
    await queryRunner.query("DROP TABLE \"invoices\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_amount_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_vat_rate_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_unit_price_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_quantity_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_description_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_position_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_invoice_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_invoice_items_created_at_id\"");
    await queryRunner.query("DROP TABLE \"invoice_items\"");
  }
}
