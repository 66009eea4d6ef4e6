import type { DemoRow, DemoSeed } from './demo-seed';

type Role = 'superadmin' | 'admin' | 'manager' | 'cashier' | 'parent';
type Status = 'active' | 'inactive' | 'invited' | 'suspended';

// [firstName, lastName, username, role, status, description?]
// Names are written the way staff enter them: some in English, some in Arabic.
const PEOPLE: readonly (readonly [string, string, string, Role, Status, string?])[] = [
  ['System', 'Administrator', 'admin', 'superadmin', 'active', 'Built-in system administrator account.'],
  ['Abdullah', 'Al-Harbi', 'abdullah.alharbi', 'superadmin', 'active', 'IT manager, responsible for the back-office system.'],
  ['عبدالله', 'الحربي', 'a.harbi', 'admin', 'active', 'مدير الشؤون الإدارية'],
  ['Mohammed', 'Al-Qahtani', 'mohammed.qahtani', 'admin', 'active', 'Executive director office.'],
  ['محمد', 'العتيبي', 'm.otaibi', 'manager', 'active', 'مدير أكاديمية كرة القدم'],
  ['Faisal', 'Al-Dosari', 'faisal.dosari', 'manager', 'active', 'Facilities and stadium operations manager.'],
  ['فيصل', 'الشمري', 'f.shammari', 'manager', 'active', 'مشرف المستودعات الرئيسية'],
  ['Khalid', 'Al-Ghamdi', 'khalid.ghamdi', 'manager', 'active', 'Head of maintenance.'],
  ['خالد', 'الزهراني', 'k.zahrani', 'cashier', 'active', 'أمين صندوق الاشتراكات'],
  ['Saad', 'Al-Mutairi', 'saad.mutairi', 'cashier', 'active'],
  ['سعد', 'المطيري', 's.mutairi', 'cashier', 'inactive', 'في إجازة طويلة'],
  ['Turki', 'Al-Subaie', 'turki.subaie', 'manager', 'active', 'Human resources manager.'],
  ['تركي', 'السبيعي', 't.subaie', 'admin', 'active', 'مسؤول شؤون الموظفين'],
  ['Nasser', 'Al-Shahrani', 'nasser.shahrani', 'manager', 'active', 'Head coach coordinator, U-17 and U-19.'],
  ['ناصر', 'الشهراني', 'n.shahrani', 'cashier', 'suspended', 'موقوف مؤقتًا لحين انتهاء التدقيق المالي'],
  ['Sultan', 'Al-Anazi', 'sultan.anazi', 'manager', 'active', 'Sports medicine clinic manager.'],
  ['سلطان', 'العنزي', 's.anazi', 'cashier', 'active'],
  ['Omar', 'Al-Juhani', 'omar.juhani', 'cashier', 'invited'],
  ['عمر', 'الجهني', 'o.juhani', 'manager', 'active', 'مسؤول الزيارات والمراسم'],
  ['Yousef', 'Al-Malki', 'yousef.malki', 'admin', 'active', 'Finance and procurement.'],
  ['يوسف', 'المالكي', 'y.malki', 'cashier', 'active', 'أمين صندوق متجر النادي'],
  ['Ahmed', 'Al-Zahrani', 'ahmed.zahrani', 'manager', 'active', 'Warehouse and logistics.'],
  ['أحمد', 'القرني', 'a.qarni', 'manager', 'inactive'],
  ['Bandar', 'Al-Rashidi', 'bandar.rashidi', 'cashier', 'active'],
  ['بندر', 'الرشيدي', 'b.rashidi', 'manager', 'active', 'مدير الملاعب والمرافق الرياضية'],
  ['Majed', 'Al-Shehri', 'majed.shehri', 'manager', 'invited', 'New academy registrar.'],
  ['ماجد', 'الشهري', 'm.shehri', 'cashier', 'active'],
  ['Sara', 'Al-Otaibi', 'sara.otaibi', 'admin', 'active', 'Executive assistant, meetings and appointments.'],
  ['سارة', 'القحطاني', 's.qahtani', 'manager', 'active', 'مديرة العلاقات العامة'],
  ['Noura', 'Al-Dossary', 'noura.dossary', 'cashier', 'active'],
  ['نورة', 'الدوسري', 'n.dossary', 'manager', 'active', 'مشرفة أكاديمية البنات'],
  ['Reem', 'Al-Saud', 'reem.alsaud', 'manager', 'invited'],
  ['ريم', 'العمري', 'r.omari', 'cashier', 'active'],
  ['Hind', 'Al-Ahmadi', 'hind.ahmadi', 'admin', 'inactive', 'Former HR coordinator.'],
  ['هند', 'الأحمدي', 'h.ahmadi', 'cashier', 'active'],
  ['Waleed', 'Al-Harthi', 'waleed.harthi', 'manager', 'active', 'Team manager, first team.'],
  ['وليد', 'الحارثي', 'w.harthi', 'cashier', 'suspended'],
  ['Ibrahim', 'Al-Yami', 'ibrahim.yami', 'manager', 'active', 'Transport and buses coordinator.'],
  ['إبراهيم', 'اليامي', 'i.yami', 'cashier', 'active'],
  ['Hamad', 'Al-Balawi', 'hamad.balawi', 'cashier', 'invited'],
  ['حمد', 'البلوي', 'h.balawi', 'manager', 'active', 'منسق البطولات والمباريات'],
  ['Rakan', 'Al-Tamimi', 'rakan.tamimi', 'cashier', 'active'],
];

/**
 * Parents whose portal accounts were opened before (two signed up, one suspended): their portal
 * rows (parentPortal's demo) link them as they are. Emails as in the parents' demo.
 */
export const PORTAL_PARENTS: readonly (readonly [string, string, string, Status])[] = [
  ['بندر', 'القحطاني', 'bandar.alqahtani@gmail.com', 'active'],
  ['Abdullah', 'Al-Otaibi', 'abdullah.alotaibi@outlook.sa', 'active'],
  ['مشعل', 'الدوسري', 'meshal.aldosari@gmail.com', 'suspended'],
];

export const demo: DemoSeed = (ctx) => {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(ctx.random() * 10)).join('');
  const mobile = () => `+966 5${ctx.oneOf(['0', '3', '4', '5', '6', '9'])} ${digits(3)} ${digits(4)}`;
  const staff = PEOPLE.map(([firstName, lastName, username, role, status, description], index): DemoRow => ({
    firstName,
    lastName,
    username,
    email: username === 'admin' ? 'admin@club.sa' : `${username}@club.sa`,
    phone: index === 0 ? undefined : mobile(),
    roleId: role,
    status,
    description,
  }));
  const parents = PORTAL_PARENTS.map(([firstName, lastName, email, status]): DemoRow => ({ firstName, lastName, username: email.split('@')[0], email, roleId: 'parent', status, description: 'Parent portal' }));
  return [...staff, ...parents];
};
