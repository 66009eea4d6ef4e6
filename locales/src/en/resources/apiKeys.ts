import type { apiKeys } from '@club/schema/resources/apiKeys';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof apiKeys>({
  name: 'API key |||| API keys',
  fields: {
    name: 'Name',
    description: 'What it is for',
    roleId: 'Role',
    expiresAt: 'Expires at',
    allowedSources: 'Allowed addresses (one address or CIDR range a line; empty: any)',
    perMinute: 'Requests a minute',
    overlapHours: 'Old secret keeps working for (hours)',
    status: 'Status',
    revokedAt: 'Revoked at',
    prefix: 'Key starts with',
    lastUsedAt: 'Last used',
    useCount: 'Uses',
    userId: 'Acts as',
  },
  enums: {
    status: { active: 'Active', revoked: 'Revoked' },
  },
  actions: {
    rotate: 'Rotate secret',
    revoke: 'Revoke',
  },
  rules: {
    allowedSources: 'Not an address or CIDR range: %{sources}',
  },
  texts: {
    secret: 'The API key',
  },
});
