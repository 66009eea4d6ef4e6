// A player is 4 to 45 years old (api/src/overrides/players.ts); no shirt number, so samples of one team never clash.
export const sample = { dateOfBirth: '2012-03-14', status: 'active', shirtNumber: null };
