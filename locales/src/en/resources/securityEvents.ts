import type { securityEvents } from '@club/schema/resources/securityEvents';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof securityEvents>({
  name: 'Security event |||| Security log',
  fields: {
    event: 'Event',
    level: 'Level',
    userId: 'Account',
    clientIp: 'Client address',
    requestId: 'Request ID',
    detail: 'Detail',
    createdAt: 'Time',
  },
  enums: {
    event: {
      authn_login_success: 'Signed in',
      authn_login_fail: 'Sign-in failed',
      authn_login_lock: 'Account locked',
      authn_token_reuse: 'Session token reused',
      authn_password_change: 'Password changed',
      authn_password_change_fail: 'Password change failed',
      authn_password_reset: 'Password reset',
      authz_fail: 'Access denied',
      authz_change: 'Role changed',
      authz_admin: 'Permissions changed',
      excess_rate_limit_exceeded: 'Rate limit exceeded',
      session_expired: 'Session ended',
    },
    level: { info: 'Info', warn: 'Warning', critical: 'Critical' },
  },
});
