import type { MigrationInterface, QueryRunner } from 'typeorm';

// Third-party sign-in links an account found by its email only with that account's password (issue 44, M4): the links waiting for it; and the
// pending accounts first sign-ins make are counted against a day's limits (L7): those still waiting for approval were made so.

export class OidcAccountLinking1797000000003 implements MigrationInterface {
  name = 'OidcAccountLinking1797000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"oidc_pending_links\" (\"token_hash\" text NOT NULL, \"user_id\" uuid NOT NULL, \"issuer\" text NOT NULL, \"subject\" text NOT NULL, \"email\" text NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_4713af74ea25f64870d92b69b10\" PRIMARY KEY (\"token_hash\"))");
    await queryRunner.query("CREATE INDEX \"IDX_oidc_pending_links_expires_at\" ON \"oidc_pending_links\" (\"expires_at\") ");
    await queryRunner.query("ALTER TABLE \"external_identities\" ADD \"made_account\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("UPDATE \"external_identities\" SET \"made_account\" = true WHERE \"approved_at\" IS NULL");
    await queryRunner.query("CREATE INDEX \"IDX_external_identities_made_account\" ON \"external_identities\" (\"made_account\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"oidc_pending_links\" ADD CONSTRAINT \"FK_oidc_pending_links_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"oidc_pending_links\" DROP CONSTRAINT \"FK_oidc_pending_links_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_external_identities_made_account\"");
    await queryRunner.query("ALTER TABLE \"external_identities\" DROP COLUMN \"made_account\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_oidc_pending_links_expires_at\"");
    await queryRunner.query("DROP TABLE \"oidc_pending_links\"");
  }
}
