import { EntitySchema } from 'typeorm';

/**
 * The secrets of the API keys (schema/src/resources/apiKeys.ts): never the secret itself, only its
 * SHA-256, found by the public `lookup` part of the key. A key has one current secret and, after a
 * rotation, the previous one until its `valid_until`. Internal: no route ever answers these rows.
 */
export const apiKeySecretsEntity = new EntitySchema<Record<string, unknown>>({
  name: 'apiKeySecrets',
  tableName: 'api_key_secrets',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    keyId: { name: 'key_id', type: 'uuid' },
    lookup: { type: 'text' },
    secretHash: { name: 'secret_hash', type: 'text' },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    /** Empty: the current secret; set: the previous one, working until then. */
    validUntil: { name: 'valid_until', type: 'timestamptz', nullable: true },
  },
  relations: {
    key: {
      type: 'many-to-one',
      target: 'apiKeys',
      joinColumn: { name: 'key_id', referencedColumnName: 'id', foreignKeyConstraintName: 'FK_api_key_secrets_key_id' },
      onDelete: 'CASCADE',
      nullable: false,
      createForeignKeyConstraints: true,
    },
  },
  indices: [
    { name: 'IDX_api_key_secrets_lookup', columns: ['lookup'], unique: true },
    { name: 'IDX_api_key_secrets_key_id', columns: ['keyId'] },
  ],
});
