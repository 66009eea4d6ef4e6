// A Saudi national address's parts; a player each (one primary address per player releases another's).
export const sample = { buildingNo: '2841', postalCode: '13524', additionalNo: '7719', shortAddress: 'RMQA2841' };
export const fresh = ['playerId'];
