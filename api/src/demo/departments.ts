import type { DemoSeed } from './demo-seed';

// [code, name, Arabic name, parent code, manager (index of the demo users), cost centre, description]
const DEPARTMENTS = [
  ['EXEC', 'Executive Office', 'المكتب التنفيذي', null, 3, '1000', 'The executive director and the board secretariat.'],
  ['HR', 'Human Resources', 'الموارد البشرية', 'EXEC', 11, '1100', 'شؤون الموظفين والتوظيف والتدريب.'],
  ['FIN', 'Finance', 'الإدارة المالية', 'EXEC', 19, '1200', 'Accounts, payroll and procurement.'],
  ['IT', 'Information Technology', 'تقنية المعلومات', 'EXEC', 1, '1300', 'الأنظمة والشبكات والدعم الفني.'],
  ['ACAD', 'Football Academy', 'أكاديمية كرة القدم', 'EXEC', 4, '2000', 'Youth teams from U-10 to U-19.'],
  ['ACAD-G', "Girls' Academy", 'أكاديمية البنات', 'ACAD', 30, '2100', 'فرق البنات وبرامج اللياقة.'],
  ['FAC', 'Facilities', 'المرافق', 'EXEC', 5, '3000', 'Stadiums, halls and the club grounds.'],
  ['MNT', 'Maintenance', 'الصيانة', 'FAC', 7, '3100', 'الصيانة الوقائية والطارئة.'],
  ['WH', 'Warehouses', 'المستودعات', 'FAC', 6, '3200', 'Kit, equipment and consumables.'],
  ['MED', 'Sports Medicine', 'الطب الرياضي', 'EXEC', 15, '4000', 'العيادة والعلاج الطبيعي.'],
  ['PR', 'Public Relations', 'العلاقات العامة', 'EXEC', 28, '5000', 'Media, visits and protocol.'],
  ['TRN', 'Transport', 'النقل', 'FAC', 37, '3300', 'الحافلات ورحلات الفرق.'],
] as const;

export const demo: DemoSeed = function* (ctx) {
  const users = ctx.ids('users');
  const ids = ctx.ids('departments');
  for (const [code, name, nameAr, parent, manager, costCentre, description] of DEPARTMENTS) {
    yield {
      code,
      name,
      nameAr,
      parentId: parent ? ids[DEPARTMENTS.findIndex(([other]) => other === parent)] : undefined,
      managerId: users[manager],
      costCentre,
      description,
    };
  }
};
