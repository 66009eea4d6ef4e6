// A retired asset or one under maintenance is not handed over (api/src/overrides/assetAssignments.ts).
export const sample = { status: 'available' };
