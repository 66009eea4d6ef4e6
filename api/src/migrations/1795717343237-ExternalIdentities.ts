import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExternalIdentities1795717343237 implements MigrationInterface {
  name = 'ExternalIdentities1795717343237';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"external_identities\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"issuer\" text NOT NULL, \"subject\" text NOT NULL, \"email\" text, \"email_verified\" boolean NOT NULL DEFAULT false, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"last_used_at\" TIMESTAMP WITH TIME ZONE, \"approved_at\" TIMESTAMP WITH TIME ZONE, \"approved_by\" uuid, CONSTRAINT \"PK_85d174f9b82602686b4b3846fc4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_external_identities_issuer_subject\" ON \"external_identities\" (\"issuer\", \"subject\") ");
    await queryRunner.query("CREATE INDEX \"IDX_external_identities_user_id\" ON \"external_identities\" (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"oidc_flows\" (\"state\" text NOT NULL, \"browser_key\" text NOT NULL, \"code_verifier\" text NOT NULL, \"nonce\" text NOT NULL, \"mode\" text NOT NULL, \"redirect\" text NOT NULL, \"user_id\" uuid, \"locale\" text NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_cafc92313466b1fc51d82ecebe9\" PRIMARY KEY (\"state\"))");
    await queryRunner.query("CREATE INDEX \"IDX_oidc_flows_expires_at\" ON \"oidc_flows\" (\"expires_at\") ");
    await queryRunner.query("ALTER TABLE \"external_identities\" ADD CONSTRAINT \"FK_external_identities_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"external_identities\" DROP CONSTRAINT \"FK_external_identities_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_oidc_flows_expires_at\"");
    await queryRunner.query("DROP TABLE \"oidc_flows\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_external_identities_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_external_identities_issuer_subject\"");
    await queryRunner.query("DROP TABLE \"external_identities\"");
  }
}
