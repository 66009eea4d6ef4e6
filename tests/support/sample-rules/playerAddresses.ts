// A Saudi national address's parts.
export const sample = { buildingNo: '2841', postalCode: '13524', additionalNo: '7719', shortAddress: 'RMQA2841' };
