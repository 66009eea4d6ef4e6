import { defineOverride } from '../server-overrides/define';

/**
 * The pages access control itself lives on: switched off, nobody (the superadmin neither) could
 * manage pages, roles or users again, or see what was done (the audit and security logs).
 */
const ALWAYS_ON = new Set(['pages', 'roles', 'users', 'auditLogs', 'securityEvents']);

// Pages: relabelled or switched off by administrators, but never the ones above; the guard's
// cached pages are dropped in the transaction and again once it committed, so a change applies at once.
export const override = defineOverride(({ permissions, rules }) => ({
  afterWrite: (event) => {
    const key = String(event.after?.key ?? event.before?.key ?? '');
    if (event.after?.enabled === false && ALWAYS_ON.has(key)) {
      throw rules.refuse(event, 'alwaysOn', { page: key });
    }
    permissions.forget();
  },
  afterCommit: () => permissions.forget(),
}));
