import type { MigrationInterface, QueryRunner } from 'typeorm';

// Idempotency-Key (issue 50): what a caller's keyed write answered, to answer it again for 24 hours.
export class IdempotencyKeys1797000000400 implements MigrationInterface {
  name = 'IdempotencyKeys1797000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"idempotency_keys\" (\"caller\" character varying(120) NOT NULL, \"key\" character varying(255) NOT NULL, \"fingerprint\" character varying(64) NOT NULL, \"started_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"status\" integer, \"headers\" jsonb, \"body\" bytea, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_a661c9488678a6eb48ebb65eb63\" PRIMARY KEY (\"caller\", \"key\"))");
    await queryRunner.query("CREATE INDEX \"IDX_idempotency_keys_expires_at\" ON \"idempotency_keys\" (\"expires_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_idempotency_keys_expires_at\"");
    await queryRunner.query("DROP TABLE \"idempotency_keys\"");
  }
}
