// The labels of a person's nationality and gender (schema NATIONALITIES, GENDERS), shared by
// employees, players, parents and coaches.
export const nationalityLabels = {
  saudi: 'سعودي',
  egyptian: 'مصري',
  jordanian: 'أردني',
  sudanese: 'سوداني',
  yemeni: 'يمني',
  syrian: 'سوري',
  pakistani: 'باكستاني',
  indian: 'هندي',
  filipino: 'فلبيني',
  other: 'أخرى',
};

export const genderLabels = { male: 'ذكر', female: 'أنثى' };
