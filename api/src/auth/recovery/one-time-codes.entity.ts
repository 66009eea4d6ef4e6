import { EntitySchema } from 'typeorm';

/**
 * Single-use secrets: password-reset and invitation links, and 6-digit codes. Internal (not a
 * resource). Only the SHA-256 of a secret is stored; the secret itself exists only in the message
 * that delivers it (see the notifications resource).
 */
export const oneTimeCodesEntity = new EntitySchema<Record<string, unknown>>({
  name: 'oneTimeCodes',
  tableName: 'one_time_codes',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    /** passwordReset | otp | invitation */
    purpose: { type: 'text' },
    userId: { name: 'user_id', type: 'uuid' },
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
      nullable: false,
      createForeignKeyConstraints: true,
    },
  },
  indices: [
    { name: 'IDX_one_time_codes_code_hash', columns: ['codeHash'] },
    { name: 'IDX_one_time_codes_user_id_purpose', columns: ['userId', 'purpose'] },
    { name: 'IDX_one_time_codes_expires_at', columns: ['expiresAt'] },
  ],
});
