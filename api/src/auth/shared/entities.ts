import { EntitySchema, type EntitySchemaColumnOptions, type EntitySchemaRelationOptions } from 'typeorm';
import { oneTimeCodesEntity } from '../recovery/one-time-codes.entity';
import { externalIdentitiesEntity, oidcFlowsEntity, oidcPendingLinksEntity } from '../oidc/oidc.entities';

// The authentication tables. Internal: not resources, so no route, no OpenAPI entry and no admin
// screen ever shows them. The migration that creates them is generated from these declarations
// like every other one (`pnpm migration:generate <Name>`).

const timestamp = (name: string, nullable = false): EntitySchemaColumnOptions => ({ name, type: 'timestamptz', nullable });

/** The user a row belongs to: deleting the user deletes the row. */
const userRelation = (table: string): EntitySchemaRelationOptions => ({
  type: 'many-to-one',
  target: 'users',
  joinColumn: { name: 'user_id', referencedColumnName: 'id', foreignKeyConstraintName: `FK_${table}_user_id` },
  onDelete: 'CASCADE',
  nullable: false,
  createForeignKeyConstraints: true,
});

/** Server-wide secrets; `jwt` is the access tokens' signing key, shared by every instance. */
export const authSecretsEntity = new EntitySchema<Record<string, unknown>>({
  name: 'authSecrets',
  tableName: 'auth_secrets',
  columns: {
    key: { type: 'text', primary: true },
    value: { type: 'text' },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
  },
});

/**
 * One row per refresh token ever issued. The token itself is never stored, only its SHA-256.
 * Tokens of one sign-in share a `family_id`: reusing a rotated token revokes the family.
 */
export const refreshTokensEntity = new EntitySchema<Record<string, unknown>>({
  name: 'refreshTokens',
  tableName: 'refresh_tokens',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { name: 'user_id', type: 'uuid' },
    familyId: { name: 'family_id', type: 'uuid' },
    tokenHash: { name: 'token_hash', type: 'text' },
    expiresAt: timestamp('expires_at'),
    /** When the sign-in's session ends whatever its refreshes (empty on rows older than the rule: 30 days after created_at). */
    sessionEndsAt: timestamp('session_ends_at', true),
    usedAt: timestamp('used_at', true),
    revokedAt: timestamp('revoked_at', true),
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    userAgent: { name: 'user_agent', type: 'text', nullable: true },
    ip: { type: 'text', nullable: true },
  },
  relations: { user: userRelation('refresh_tokens') },
  indices: [
    { name: 'IDX_refresh_tokens_token_hash', columns: ['tokenHash'], unique: true },
    { name: 'IDX_refresh_tokens_family_id', columns: ['familyId'] },
    { name: 'IDX_refresh_tokens_user_id', columns: ['userId'] },
    { name: 'IDX_refresh_tokens_expires_at', columns: ['expiresAt'] },
  ],
});

/**
 * Per-user authentication state: bumping `token_version` kills every access token issued before;
 * `password_change_required` (a generated first password) keeps the user to changing it.
 */
export const authUserStateEntity = new EntitySchema<Record<string, unknown>>({
  name: 'authUserState',
  tableName: 'auth_user_state',
  columns: {
    userId: { name: 'user_id', type: 'uuid', primary: true },
    tokenVersion: { name: 'token_version', type: 'integer', default: 0 },
    passwordChangeRequired: { name: 'password_change_required', type: 'boolean', default: false },
  },
  relations: { user: userRelation('auth_user_state') },
});

/** Failed sign-ins of the last minutes, for throttling per account and per client (any instance). */
export const signInFailuresEntity = new EntitySchema<Record<string, unknown>>({
  name: 'signInFailures',
  tableName: 'sign_in_failures',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    accountKey: { name: 'account_key', type: 'text' },
    clientKey: { name: 'client_key', type: 'text' },
    failedAt: { name: 'failed_at', type: 'timestamptz', default: () => 'now()' },
  },
  indices: [
    { name: 'IDX_sign_in_failures_account_key_failed_at', columns: ['accountKey', 'failedAt'] },
    { name: 'IDX_sign_in_failures_client_key_failed_at', columns: ['clientKey', 'failedAt'] },
    { name: 'IDX_sign_in_failures_failed_at', columns: ['failedAt'] },
  ],
});

export const authEntities: EntitySchema[] = [authSecretsEntity, refreshTokensEntity, authUserStateEntity, signInFailuresEntity, oneTimeCodesEntity, externalIdentitiesEntity, oidcFlowsEntity, oidcPendingLinksEntity];
