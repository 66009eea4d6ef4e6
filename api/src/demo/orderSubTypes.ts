import type { DemoSeed } from './demo-seed';

// [type index, code, English, Arabic]
const SUB_TYPES: readonly (readonly [number, string, string, string])[] = [
  [0, 'ANNUAL', 'Annual leave', 'إجازة سنوية'],
  [0, 'SICK', 'Sick leave', 'إجازة مرضية'],
  [0, 'EMERG', 'Emergency leave', 'إجازة اضطرارية'],
  [1, 'SALARY', 'Salary certificate', 'شهادة راتب'],
  [1, 'EXPER', 'Experience letter', 'خطاب خبرة'],
  [4, 'KIT', 'Training kit', 'أطقم تدريب'],
  [4, 'MEDIC', 'Medical supplies', 'مستلزمات طبية'],
  [7, 'PLUMB', 'Plumbing', 'سباكة'],
  [7, 'ELEC', 'Electrical', 'كهرباء'],
  [7, 'HVAC', 'Air conditioning', 'تكييف'],
  [7, 'CARP', 'Carpentry', 'نجارة'],
  [8, 'PITCH', 'Pitch and turf', 'الملعب والعشب'],
  [12, 'CAMERA', 'Cameras', 'كاميرات'],
];

export const demo: DemoSeed = (ctx) => {
  const types = ctx.ids('orderTypes');
  return SUB_TYPES.map(([type, code, name, nameAr]) => ({ typeId: types[type], code, name, nameAr, isActive: type !== 12 }));
};
