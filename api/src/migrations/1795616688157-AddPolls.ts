import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPolls1795616688157 implements MigrationInterface {
  name = 'AddPolls1795616688157';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"poll_options\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"question_id\" uuid NOT NULL, \"sort_order\" integer NOT NULL, \"label\" character varying(200) NOT NULL, \"label_ar\" character varying(200), \"votes\" integer, \"search_text\" text, CONSTRAINT \"PK_f52aac4865d291e3658dedf9083\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_poll_options_question_id_sort_order_unique\" ON \"poll_options\" (\"question_id\", \"sort_order\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_created_at_id\" ON \"poll_options\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_updated_at_id\" ON \"poll_options\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_question_id_id\" ON \"poll_options\" (\"question_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_sort_order_id\" ON \"poll_options\" (\"sort_order\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_label_id\" ON \"poll_options\" (\"label\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_label_ar_id\" ON \"poll_options\" (\"label_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_votes_id\" ON \"poll_options\" (\"votes\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"poll_questions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"poll_id\" uuid NOT NULL, \"sort_order\" integer NOT NULL, \"question\" character varying(300) NOT NULL, \"question_ar\" character varying(300), \"choice_type\" character varying(64) NOT NULL, \"max_choices\" integer, \"required\" boolean, \"responses_count\" integer, \"search_text\" text, CONSTRAINT \"PK_b72aec95331746de13fb5b62eeb\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_poll_questions_poll_id_sort_order_unique\" ON \"poll_questions\" (\"poll_id\", \"sort_order\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_created_at_id\" ON \"poll_questions\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_updated_at_id\" ON \"poll_questions\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_poll_id_id\" ON \"poll_questions\" (\"poll_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_sort_order_id\" ON \"poll_questions\" (\"sort_order\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_question_id\" ON \"poll_questions\" (\"question\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_required_id\" ON \"poll_questions\" (\"required\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_responses_count_id\" ON \"poll_questions\" (\"responses_count\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_choice_type\" ON \"poll_questions\" (\"choice_type\") ");
    await queryRunner.query("CREATE TABLE \"poll_responses\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"poll_id\" uuid NOT NULL, \"question_id\" uuid NOT NULL, \"option_ids\" uuid array NOT NULL, \"respondent_id\" uuid, \"answered_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"ballot\" character varying(64) NOT NULL, CONSTRAINT \"PK_0a634e49a64177bb0e1ee7355f1\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_poll_responses_question_id_ballot_unique\" ON \"poll_responses\" (\"question_id\", \"ballot\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_responses_created_at_id\" ON \"poll_responses\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_responses_updated_at_id\" ON \"poll_responses\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_responses_poll_id_id\" ON \"poll_responses\" (\"poll_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_responses_question_id_id\" ON \"poll_responses\" (\"question_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_responses_respondent_id_id\" ON \"poll_responses\" (\"respondent_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_poll_responses_answered_at_id\" ON \"poll_responses\" (\"answered_at\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"poll_options\" ADD CONSTRAINT \"FK_poll_options_question_id\" FOREIGN KEY (\"question_id\") REFERENCES \"poll_questions\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"poll_questions\" ADD CONSTRAINT \"FK_poll_questions_poll_id\" FOREIGN KEY (\"poll_id\") REFERENCES \"polls\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"poll_responses\" ADD CONSTRAINT \"FK_poll_responses_poll_id\" FOREIGN KEY (\"poll_id\") REFERENCES \"polls\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"poll_responses\" ADD CONSTRAINT \"FK_poll_responses_question_id\" FOREIGN KEY (\"question_id\") REFERENCES \"poll_questions\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"poll_responses\" ADD CONSTRAINT \"FK_poll_responses_respondent_id\" FOREIGN KEY (\"respondent_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_poll_options_211eb6\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"label\"::text, '') || ' ' || coalesce(NEW.\"label_ar\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_poll_options_211eb6\" BEFORE INSERT OR UPDATE ON \"poll_options\" FOR EACH ROW EXECUTE FUNCTION \"search_poll_options_211eb6\"()");
    await queryRunner.query("UPDATE \"poll_options\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"label\"::text, '') || ' ' || coalesce(\"label_ar\"::text, ''))");
    await queryRunner.query("CREATE OR REPLACE FUNCTION \"search_poll_questions_3cce4c\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.\"search_text\" := \"search_fold_ca9ff8\"(coalesce(NEW.\"question\"::text, '') || ' ' || coalesce(NEW.\"question_ar\"::text, '')); RETURN NEW; END $$");
    await queryRunner.query("CREATE TRIGGER \"search_poll_questions_3cce4c\" BEFORE INSERT OR UPDATE ON \"poll_questions\" FOR EACH ROW EXECUTE FUNCTION \"search_poll_questions_3cce4c\"()");
    await queryRunner.query("UPDATE \"poll_questions\" SET \"search_text\" = \"search_fold_ca9ff8\"(coalesce(\"question\"::text, '') || ' ' || coalesce(\"question_ar\"::text, ''))");
    await queryRunner.query("ALTER TABLE \"poll_options\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("ALTER TABLE \"poll_questions\" ALTER COLUMN \"search_text\" SET STATISTICS 1000");
    await queryRunner.query("CREATE INDEX \"IDX_poll_options_search288104\" ON \"poll_options\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_search4eab79\" ON \"poll_questions\" USING gin (\"search_text\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_poll_questions_choice_type_id_orde39920\" ON \"poll_questions\" (array_position(ARRAY['single', 'multiple']::varchar[], \"choice_type\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_poll_questions_choice_type_id_orde39920\"");
    await queryRunner.query("DROP INDEX \"IDX_poll_questions_search4eab79\"");
    await queryRunner.query("DROP INDEX \"IDX_poll_options_search288104\"");
    await queryRunner.query("ALTER TABLE \"poll_questions\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("ALTER TABLE \"poll_options\" ALTER COLUMN \"search_text\" SET STATISTICS -1");
    await queryRunner.query("DROP TRIGGER \"search_poll_questions_3cce4c\" ON \"poll_questions\"");
    await queryRunner.query("DROP FUNCTION \"search_poll_questions_3cce4c\"()");
    await queryRunner.query("DROP TRIGGER \"search_poll_options_211eb6\" ON \"poll_options\"");
    await queryRunner.query("DROP FUNCTION \"search_poll_options_211eb6\"()");
    await queryRunner.query("ALTER TABLE \"poll_responses\" DROP CONSTRAINT \"FK_poll_responses_respondent_id\"");
    await queryRunner.query("ALTER TABLE \"poll_responses\" DROP CONSTRAINT \"FK_poll_responses_question_id\"");
    await queryRunner.query("ALTER TABLE \"poll_responses\" DROP CONSTRAINT \"FK_poll_responses_poll_id\"");
    await queryRunner.query("ALTER TABLE \"poll_questions\" DROP CONSTRAINT \"FK_poll_questions_poll_id\"");
    await queryRunner.query("ALTER TABLE \"poll_options\" DROP CONSTRAINT \"FK_poll_options_question_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_answered_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_respondent_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_question_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_poll_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_responses_question_id_ballot_unique\"");
    await queryRunner.query("DROP TABLE \"poll_responses\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_choice_type\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_responses_count_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_required_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_question_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_sort_order_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_poll_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_questions_poll_id_sort_order_unique\"");
    await queryRunner.query("DROP TABLE \"poll_questions\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_votes_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_label_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_label_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_sort_order_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_question_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_poll_options_question_id_sort_order_unique\"");
    await queryRunner.query("DROP TABLE \"poll_options\"");
  }
}
