import { defineResource, f } from '../index';

// The security event log: sign-ins, locks, token reuse, refusals, rate limits, password and role
// changes, written by the server (api/src/security/security-log.ts) in the OWASP logging
// vocabulary and kept for 90 days. Only the superadmin reads it (rank 100 holds every page).
export const securityEvents = defineResource({
  name: 'securityEvents',
  route: '/SecurityLog',
  menu: { group: 'systemSections', icon: 'Security' },
  recordRepresentation: 'event',
  readOnly: true,
  fields: {
    /** OWASP logging vocabulary (https://cheatsheetseries.owasp.org/cheatsheets/Logging_Vocabulary_Cheat_Sheet.html). */
    event: f.enum(
      [
        'authn_login_success',
        'authn_login_fail',
        'authn_login_lock',
        'authn_token_reuse',
        'authn_password_change',
        'authn_password_change_fail',
        'authn_password_reset',
        'authz_fail',
        'authz_change',
        'authz_admin',
        'excess_rate_limit_exceeded',
        'session_expired',
      ],
      { required: true },
    ),
    level: f.enum(['info', 'warn', 'critical'], { required: true }),
    // The account concerned (null when the name given is no account); kept when it is deleted.
    userId: f.reference('users', { onDelete: 'keep' }),
    clientIp: f.text({ maxLength: 45 }),
    requestId: f.text({ maxLength: 100, opaque: true }),
    /** What happened, in words; never a password, token or code. */
    detail: f.text({ maxLength: 500, search: true }),
  },
  list: { columns: ['createdAt', 'event', 'level', 'userId', 'clientIp', 'detail'], sort: ['createdAt', 'DESC'] },
  filters: {
    event: { alwaysOn: true },
    level: { alwaysOn: true },
    userId: {},
    clientIp: { ops: ['eq'] },
    requestId: { ops: ['eq'] },
    createdAt: { ops: ['gte', 'lte'] },
  },
  access: { admin: [] },
  indexes: [['event', 'createdAt', 'id']],
});
