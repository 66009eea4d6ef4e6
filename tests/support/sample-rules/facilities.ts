// A housing building (api/src/overrides/residenceRooms.ts, playerResidences.ts): the rooms and stays of the samples are in the sample place.
export const sample = { type: 'residence' };
