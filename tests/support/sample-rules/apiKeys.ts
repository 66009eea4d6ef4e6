// Allowed addresses are addresses or CIDR ranges, one a line (api/src/overrides/apiKeys.ts).
export const sample = {
  allowedSources: '203.0.113.0/24\n2001:db8::/32',
};
