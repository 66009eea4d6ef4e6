import { EntitySchema } from 'typeorm';

/**
 * An account of the external identity provider linked to a user: the provider's (issuer, subject)
 * pair names it for good (an email may change there). A first sign-in that matched no user makes
 * a pending one: `approved_at` stays empty until an administrator approves it.
 */
export const externalIdentitiesEntity = new EntitySchema<Record<string, unknown>>({
  name: 'externalIdentities',
  tableName: 'external_identities',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    userId: { name: 'user_id', type: 'uuid' },
    issuer: { type: 'text' },
    subject: { type: 'text' },
    /** The email the provider gave at the last sign-in (shown, never used to find the user again). */
    email: { type: 'text', nullable: true },
    emailVerified: { name: 'email_verified', type: 'boolean', default: false },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    lastUsedAt: { name: 'last_used_at', type: 'timestamptz', nullable: true },
    /** Empty while the account it made waits for an administrator. */
    approvedAt: { name: 'approved_at', type: 'timestamptz', nullable: true },
    approvedBy: { name: 'approved_by', type: 'uuid', nullable: true },
    /** The first sign-in made its user (a pending account): counted against the day's limits (OidcPendingLimits). */
    madeAccount: { name: 'made_account', type: 'boolean', default: false },
  },
  relations: {
    user: {
      type: 'many-to-one',
      target: 'users',
      joinColumn: { name: 'user_id', referencedColumnName: 'id', foreignKeyConstraintName: 'FK_external_identities_user_id' },
      onDelete: 'CASCADE',
      nullable: false,
      createForeignKeyConstraints: true,
    },
  },
  indices: [
    { name: 'IDX_external_identities_issuer_subject', columns: ['issuer', 'subject'], unique: true },
    { name: 'IDX_external_identities_user_id', columns: ['userId'] },
    { name: 'IDX_external_identities_made_account', columns: ['madeAccount', 'createdAt'] },
  ],
});

/**
 * A sign-in under way at the provider (at most 10 minutes): the PKCE verifier and nonce stay
 * here, never in the browser; `browser_key` (a hash of the flow cookie) ties the answer to the
 * browser that asked, so nobody can make another browser finish their sign-in.
 */
export const oidcFlowsEntity = new EntitySchema<Record<string, unknown>>({
  name: 'oidcFlows',
  tableName: 'oidc_flows',
  columns: {
    state: { type: 'text', primary: true },
    browserKey: { name: 'browser_key', type: 'text' },
    codeVerifier: { name: 'code_verifier', type: 'text' },
    nonce: { type: 'text' },
    mode: { type: 'text' },
    redirect: { type: 'text' },
    /** Linking: the signed-in user who asked. */
    userId: { name: 'user_id', type: 'uuid', nullable: true },
    locale: { type: 'text' },
    expiresAt: { name: 'expires_at', type: 'timestamptz' },
  },
  indices: [{ name: 'IDX_oidc_flows_expires_at', columns: ['expiresAt'] }],
});

/**
 * A provider's account whose verified email is a user's here, waiting for that user's password
 * before it is linked (at most 10 minutes): never linked by the email alone. `token_hash` is the
 * hash of the browser's link cookie, so only the browser that made the round trip may finish it.
 */
export const oidcPendingLinksEntity = new EntitySchema<Record<string, unknown>>({
  name: 'oidcPendingLinks',
  tableName: 'oidc_pending_links',
  columns: {
    tokenHash: { name: 'token_hash', type: 'text', primary: true },
    userId: { name: 'user_id', type: 'uuid' },
    issuer: { type: 'text' },
    subject: { type: 'text' },
    email: { type: 'text' },
    expiresAt: { name: 'expires_at', type: 'timestamptz' },
  },
  relations: {
    user: {
      type: 'many-to-one',
      target: 'users',
      joinColumn: { name: 'user_id', referencedColumnName: 'id', foreignKeyConstraintName: 'FK_oidc_pending_links_user_id' },
      onDelete: 'CASCADE',
      nullable: false,
      createForeignKeyConstraints: true,
    },
  },
  indices: [{ name: 'IDX_oidc_pending_links_expires_at', columns: ['expiresAt'] }],
});
