import type { TranslateFunction } from 'react-admin';

/** One invitation as typed in the dialog. */
export interface InviteRowValues {
  /** A local key for React (rows can be removed in the middle). */
  key: number;
  email: string;
  roleId: string;
  description: string;
}

export type InviteRowErrors = Partial<Record<'email' | 'roleId' | 'description', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

let nextKey = 0;
export const emptyInviteRow = (): InviteRowValues => ({ key: nextKey++, email: '', roleId: '', description: '' });

/** SPEC §5: an email and a role are required ("Please enter an email to invite.", "Role is required."). */
export const inviteRowErrors = (row: InviteRowValues, translate: TranslateFunction): InviteRowErrors => {
  const errors: InviteRowErrors = {};
  if (!row.email.trim()) errors.email = translate('app.invite.emailRequired');
  else if (!EMAIL.test(row.email.trim())) errors.email = translate('app.invite.emailInvalid');
  if (!row.roleId) errors.roleId = translate('app.invite.roleRequired');
  return errors;
};

/** The server's errors (`invitations.{i}.{field}`) per row. */
export const serverRowErrors = (errors: Record<string, string> | undefined, count: number): InviteRowErrors[] => {
  const rows: InviteRowErrors[] = Array.from({ length: count }, () => ({}));
  for (const [key, message] of Object.entries(errors ?? {})) {
    const match = /^invitations\.(\d+)\.(email|roleId|description)$/.exec(key);
    if (match && rows[Number(match[1])]) rows[Number(match[1])]![match[2] as keyof InviteRowErrors] = message;
  }
  return rows;
};

/** The request body: trimmed values, no empty description. */
export const invitationsBody = (rows: readonly InviteRowValues[]) => ({
  invitations: rows.map(({ email, roleId, description }) => ({ email: email.trim(), roleId, ...(description.trim() ? { description: description.trim() } : {}) })),
});
