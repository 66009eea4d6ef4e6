import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RolesAndPages1795273159560 implements MigrationInterface {
  name = 'RolesAndPages1795273159560';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_role_id\"");
    await queryRunner.query("CREATE TABLE \"pages\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"key\" character varying(80) NOT NULL, \"label\" character varying(120), \"label_ar\" character varying(120), \"route\" character varying(200) NOT NULL, \"group\" character varying(64) NOT NULL, \"actions\" character varying(64) array, \"enabled\" boolean NOT NULL, \"description\" text, CONSTRAINT \"PK_8f21ed625aa34c8391d636b7d3b\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_pages_created_at_id\" ON \"pages\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_updated_at_id\" ON \"pages\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_key_id\" ON \"pages\" (\"key\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_route_id\" ON \"pages\" (\"route\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_group_id\" ON \"pages\" (\"group\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_label_id\" ON \"pages\" (\"label\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_label_ar_id\" ON \"pages\" (\"label_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_pages_enabled_id\" ON \"pages\" (\"enabled\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_pages_key_unique\" ON \"pages\" (\"key\") ");
    await queryRunner.query("CREATE TABLE \"roles\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"version\" integer NOT NULL DEFAULT '1', \"key\" character varying(40) NOT NULL, \"name\" character varying(80) NOT NULL, \"name_ar\" character varying(80) NOT NULL, \"rank\" integer NOT NULL, \"description\" text, \"permissions\" jsonb, CONSTRAINT \"PK_c1433d71a4838793a49dcad46ab\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_roles_created_at_id\" ON \"roles\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_roles_updated_at_id\" ON \"roles\" (\"updated_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_roles_name_id\" ON \"roles\" (\"name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_roles_name_ar_id\" ON \"roles\" (\"name_ar\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_roles_key_id\" ON \"roles\" (\"key\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_roles_rank_id\" ON \"roles\" (\"rank\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_roles_key_unique\" ON \"roles\" (\"key\") ");
    // Roles become data: the four roles of the old enum (and Member) as rows, each user moved onto
    // the row of the role they had. Their permissions are granted at start (syncAccess).
    await queryRunner.query(
      `INSERT INTO "roles" ("key", "name", "name_ar", "rank", "description", "permissions") VALUES
       ('superadmin', 'Super Admin', 'مشرف عام', 100, 'Everything, including roles and page permissions.', '{}'),
       ('admin', 'Admin', 'مسؤول', 80, 'Runs the club: every screen, users below their rank.', '{}'),
       ('manager', 'Manager', 'مدير', 60, 'Day-to-day operations: players, facilities, assets, visits, tasks.', '{}'),
       ('cashier', 'Cashier', 'أمين صندوق', 40, 'Billing and payments.', '{}'),
       ('member', 'Member', 'عضو', 20, 'Reads tasks, meetings and visits.', '{}')`,
    );
    await queryRunner.query("ALTER TABLE \"users\" ADD \"role_id\" uuid");
    await queryRunner.query('UPDATE "users" u SET "role_id" = r."id" FROM "roles" r WHERE r."key" = u."role"');
    await queryRunner.query(`UPDATE "users" SET "role_id" = (SELECT "id" FROM "roles" WHERE "key" = 'member') WHERE "role_id" IS NULL`);
    await queryRunner.query("ALTER TABLE \"users\" ALTER COLUMN \"role_id\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"role\"");
    await queryRunner.query("ALTER TABLE \"users\" ADD \"preferences\" jsonb");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_last_name_id\"");
    await queryRunner.query("ALTER TABLE \"users\" ALTER COLUMN \"last_name\" DROP NOT NULL");
    await queryRunner.query("CREATE INDEX \"IDX_users_last_name_id\" ON \"users\" (\"last_name\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_users_role_id_id\" ON \"users\" (\"role_id\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"users\" ADD CONSTRAINT \"FK_users_role_id\" FOREIGN KEY (\"role_id\") REFERENCES \"roles\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_pages_key_trgm\" ON \"pages\" USING gin (\"key\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_pages_label_trgm\" ON \"pages\" USING gin (\"label\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_pages_label_ar_trgm\" ON \"pages\" USING gin (\"label_ar\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_roles_key_trgm\" ON \"roles\" USING gin (\"key\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_roles_name_trgm\" ON \"roles\" USING gin (\"name\" gin_trgm_ops)");
    await queryRunner.query("CREATE INDEX \"IDX_roles_name_ar_trgm\" ON \"roles\" USING gin (\"name_ar\" gin_trgm_ops)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_roles_name_ar_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_roles_name_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_roles_key_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_pages_label_ar_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_pages_label_trgm\"");
    await queryRunner.query("DROP INDEX \"IDX_pages_key_trgm\"");
    await queryRunner.query("ALTER TABLE \"users\" DROP CONSTRAINT \"FK_users_role_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_role_id_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_users_last_name_id\"");
    await queryRunner.query("ALTER TABLE \"users\" ALTER COLUMN \"last_name\" SET NOT NULL");
    await queryRunner.query("CREATE INDEX \"IDX_users_last_name_id\" ON \"users\" (\"last_name\", \"id\") ");
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"preferences\"");
    // Back to the enum: each user keeps their role's key; roles the enum never had become cashier.
    await queryRunner.query("ALTER TABLE \"users\" ADD \"role\" character varying(64)");
    await queryRunner.query(
      `UPDATE "users" u SET "role" = CASE WHEN r."key" IN ('superadmin', 'admin', 'manager', 'cashier') THEN r."key" ELSE 'cashier' END FROM "roles" r WHERE r."id" = u."role_id"`,
    );
    await queryRunner.query("ALTER TABLE \"users\" ALTER COLUMN \"role\" SET NOT NULL");
    await queryRunner.query("ALTER TABLE \"users\" DROP COLUMN \"role_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_key_unique\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_rank_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_key_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_name_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_name_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_roles_created_at_id\"");
    await queryRunner.query("DROP TABLE \"roles\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_key_unique\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_enabled_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_label_ar_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_label_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_group_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_route_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_key_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_updated_at_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_pages_created_at_id\"");
    await queryRunner.query("DROP TABLE \"pages\"");
    await queryRunner.query("CREATE INDEX \"IDX_users_role_id\" ON \"users\" (\"role\", \"id\") ");
  }
}
