// The labels of a person's nationality and gender (schema NATIONALITIES, GENDERS), shared by
// employees, players, parents and coaches.
export const nationalityLabels = {
  saudi: 'Saudi',
  egyptian: 'Egyptian',
  jordanian: 'Jordanian',
  sudanese: 'Sudanese',
  yemeni: 'Yemeni',
  syrian: 'Syrian',
  pakistani: 'Pakistani',
  indian: 'Indian',
  filipino: 'Filipino',
  other: 'Other',
};

export const genderLabels = { male: 'Male', female: 'Female' };
