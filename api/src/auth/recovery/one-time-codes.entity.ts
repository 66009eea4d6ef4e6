import { EntitySchema } from 'typeorm';

/**
 * Single-use secrets: password-reset and invitation links, and 6-digit codes. Internal (not a
 * resource). Only the SHA-256 of a secret is stored; the secret itself exists only in the message
 * that delivers it (see the notifications resource). Each is a user's, or (`holder`) a public
 * page's person's: a volunteer's check-in code, a visitor's survey link (public/public-codes.ts).
 */
export const oneTimeCodesEntity = new EntitySchema<Record<string, unknown>>({
  name: 'oneTimeCodes',
  tableName: 'one_time_codes',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    /** passwordReset | otp | invitation | personalLink */
    purpose: { type: 'text' },
    userId: { name: 'user_id', type: 'uuid', nullable: true },
    /** Whose it is when no user's: the page, the form and the person ('eventOpportunities/{id}/attendance:volunteers/{id}'). */
    holder: { type: 'text', nullable: true },
    codeHash: { name: 'code_hash', type: 'text' },
    expiresAt: { name: 'expires_at', type: 'timestamptz' },
    usedAt: { name: 'used_at', type: 'timestamptz', nullable: true },
    /** Wrong guesses of a 6-digit code. */
    attempts: { type: 'integer', default: 0 },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
  },
  relations: {
    user: {
      type: 'many-to-one',
      target: 'users',
      joinColumn: { name: 'user_id', referencedColumnName: 'id', foreignKeyConstraintName: 'FK_one_time_codes_user_id' },
      onDelete: 'CASCADE',
      nullable: true,
      createForeignKeyConstraints: true,
    },
  },
  indices: [
    { name: 'IDX_one_time_codes_code_hash', columns: ['codeHash'] },
    { name: 'IDX_one_time_codes_user_id_purpose', columns: ['userId', 'purpose'] },
    { name: 'IDX_one_time_codes_holder_purpose', columns: ['holder', 'purpose'] },
    { name: 'IDX_one_time_codes_expires_at', columns: ['expiresAt'] },
  ],
  // A user's or a public page's person's, never both, never neither.
  checks: [{ name: 'CHK_one_time_codes_one_holder', expression: '("user_id" IS NULL) <> ("holder" IS NULL)' }],
});
