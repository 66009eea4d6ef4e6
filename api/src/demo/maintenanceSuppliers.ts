import type { DemoRow, DemoSeed } from './demo-seed';

type Specialty = 'electrical' | 'plumbing' | 'hvac' | 'civil' | 'grounds' | 'carpentry' | 'equipment' | 'cleaning' | 'general';

// [name, Arabic name, specialty, commercial registration, contact person, phone, rating, status]
const CONTRACTORS: readonly (readonly [string, string, Specialty, string, string, string, number, 'active' | 'suspended' | 'inactive'])[] = [
  ['Zamil Air Conditioners Services', 'الزامل لخدمات التكييف', 'hvac', '1010123456', 'فيصل الزامل', '+966 11 477 2211', 5, 'active'],
  ['Al-Futtaim Engineering', 'الفطيم للهندسة', 'electrical', '1010234567', 'راشد خان', '+966 11 465 9900', 4, 'active'],
  ['Saudi Technogym Services', 'تكنوجيم السعودية للخدمات', 'equipment', '1010345678', 'ماركو بيانكي', '+966 55 210 4433', 4, 'active'],
  ['Al-Miyah Al-Safiya Plumbing Est.', 'مؤسسة المياه الصافية للسباكة', 'plumbing', '1010456789', 'عبدالرحمن الدوسري', '+966 50 311 7788', 3, 'active'],
  ['Green Turf Arabia', 'العشب الأخضر العربية', 'grounds', '1010567890', 'حسن محمود', '+966 54 990 1122', 5, 'active'],
  ['Al-Jazeera Contracting Co.', 'شركة الجزيرة للمقاولات', 'civil', '2050678901', 'م. خالد الشهري', '+966 13 882 4455', 3, 'suspended'],
  ['Nokhba Facilities Cleaning', 'النخبة لخدمات النظافة', 'cleaning', '1010789012', 'عامر صديقي', '+966 56 441 2299', 4, 'active'],
  ['Al-Herafi Carpentry Est.', 'مؤسسة الحرفي للنجارة', 'carpentry', '4030890123', 'سعيد الغامدي', '+966 12 667 3344', 2, 'inactive'],
];

// [employee (place in the demo employees), specialty, status]
const TEAM: readonly (readonly [number, Specialty, 'active' | 'suspended' | 'inactive'])[] = [
  [3, 'electrical', 'active'],
  [7, 'plumbing', 'active'],
  [12, 'general', 'active'],
  [18, 'hvac', 'active'],
  [22, 'grounds', 'inactive'],
];

// The maintenance team (club employees) and the contractors the club works with.
export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const people = ctx.records('employees');
  const contractors = CONTRACTORS.map(([name, nameAr, specialty, crNumber, contactPerson, phone, rating, status], index): DemoRow => ({
    name,
    nameAr,
    kind: 'contractor',
    specialty,
    crNumber,
    vatNumber: `3${crNumber}${String(index).padStart(3, '0')}3`,
    contactPerson,
    phone,
    email: `maintenance${index + 1}@contractor.example.sa`,
    contractStart: ctx.dateFromToday(-400 + index * 30),
    contractEnd: ctx.dateFromToday(index === 7 ? -20 : 330 + index * 15),
    rating,
    status,
    notes: index === 5 ? 'موقوف مؤقتًا بعد تأخر تسليم أعمال الترميم.' : undefined,
  }));
  const team = TEAM.filter(([place]) => employees[place]).map(([place, specialty, status]): DemoRow => {
    const person = people[place]!;
    return {
      name: String(person.fullName ?? person.name ?? `Technician ${place}`),
      nameAr: person.fullNameAr ? String(person.fullNameAr) : undefined,
      kind: 'teamMember',
      specialty,
      employeeId: employees[place],
      phone: person.phone ? String(person.phone) : undefined,
      rating: 4,
      status,
    };
  });
  return [...contractors, ...team];
};
