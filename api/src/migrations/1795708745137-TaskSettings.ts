import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TaskSettings1795708745137 implements MigrationInterface {
  name = 'TaskSettings1795708745137';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"task_assignments\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"task_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"role\" character varying(64) NOT NULL, \"note\" character varying(300), CONSTRAINT \"PK_b68f42cf36d807d8a19a96066d7\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_task_assignments_task_id_user_id_unique\" ON \"task_assignments\" (\"task_id\", \"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_created_at_id\" ON \"task_assignments\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_updated_at_id\" ON \"task_assignments\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_task_id_id\" ON \"task_assignments\" (\"task_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_user_id_id\" ON \"task_assignments\" (\"user_id\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_note_id\" ON \"task_assignments\" (\"note\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_role\" ON \"task_assignments\" (\"role\") ");
    await queryRunner.query("CREATE TABLE \"task_priorities\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"priority\" character varying(64) NOT NULL, \"name\" character varying(60), \"name_ar\" character varying(60), \"color\" character varying(64) NOT NULL, \"response_days\" integer, CONSTRAINT \"PK_aa148974939142ee75716ee34e3\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_task_priorities_priority_unique\" ON \"task_priorities\" (\"priority\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_created_at_id\" ON \"task_priorities\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_updated_at_id\" ON \"task_priorities\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_name_ar_id\" ON \"task_priorities\" (\"name_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_name_id\" ON \"task_priorities\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_response_days_id\" ON \"task_priorities\" (\"response_days\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_color\" ON \"task_priorities\" (\"color\") ");
    await queryRunner.query("CREATE TABLE \"task_states\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"status\" character varying(64) NOT NULL, \"name\" character varying(60), \"name_ar\" character varying(60), \"color\" character varying(64) NOT NULL, \"position\" integer NOT NULL, \"wip_limit\" integer, CONSTRAINT \"PK_b258752f537584a05291fb56a09\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_task_states_status_unique\" ON \"task_states\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_created_at_id\" ON \"task_states\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_updated_at_id\" ON \"task_states\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_position_id\" ON \"task_states\" (\"position\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_name_ar_id\" ON \"task_states\" (\"name_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_name_id\" ON \"task_states\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_wip_limit_id\" ON \"task_states\" (\"wip_limit\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_color\" ON \"task_states\" (\"color\") ");
    await queryRunner.query("ALTER TABLE \"tasks\" ADD \"shareable\" boolean");
    await queryRunner.query("ALTER TABLE \"task_assignments\" ADD CONSTRAINT \"FK_task_assignments_task_id\" FOREIGN KEY (\"task_id\") REFERENCES \"tasks\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"task_assignments\" ADD CONSTRAINT \"FK_task_assignments_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_task_assignments_role_id_ord3168fd\" ON \"task_assignments\" (array_position(ARRAY['owner', 'contributor', 'reviewer']::varchar[], \"role\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_priority_id_ord0b7ee1\" ON \"task_priorities\" (array_position(ARRAY['low', 'medium', 'high', 'critical']::varchar[], \"priority\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_task_priorities_color_id_ord71bdd3\" ON \"task_priorities\" (array_position(ARRAY['grey', 'blue', 'amber', 'red']::varchar[], \"color\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_status_id_ord12765b\" ON \"task_states\" (array_position(ARRAY['backlog', 'todo', 'in progress', 'done', 'canceled']::varchar[], \"status\"), \"id\")");
    await queryRunner.query("CREATE INDEX \"IDX_task_states_color_id_ord995358\" ON \"task_states\" (array_position(ARRAY['grey', 'blue', 'amber', 'green', 'red']::varchar[], \"color\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_task_states_color_id_ord995358\"");
    await queryRunner.query("DROP INDEX \"IDX_task_states_status_id_ord12765b\"");
    await queryRunner.query("DROP INDEX \"IDX_task_priorities_color_id_ord71bdd3\"");
    await queryRunner.query("DROP INDEX \"IDX_task_priorities_priority_id_ord0b7ee1\"");
    await queryRunner.query("DROP INDEX \"IDX_task_assignments_role_id_ord3168fd\"");
    await queryRunner.query("ALTER TABLE \"task_assignments\" DROP CONSTRAINT \"FK_task_assignments_user_id\"");
    await queryRunner.query("ALTER TABLE \"task_assignments\" DROP CONSTRAINT \"FK_task_assignments_task_id\"");
    await queryRunner.query("ALTER TABLE \"tasks\" DROP COLUMN \"shareable\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_color\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_wip_limit_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_name_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_position_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_states_status_unique\"");
    await queryRunner.query("DROP TABLE \"task_states\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_color\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_response_days_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_name_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_priorities_priority_unique\"");
    await queryRunner.query("DROP TABLE \"task_priorities\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_role\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_note_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_user_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_task_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_created_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_task_assignments_task_id_user_id_unique\"");
    await queryRunner.query("DROP TABLE \"task_assignments\"");
  }
}
