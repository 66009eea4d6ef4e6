// A driver available for trips (the default) is active and holds a licence valid today:
// api/src/overrides/drivers.ts.
export const sample = { status: 'active', licenseExpiry: '2099-12-31' };
