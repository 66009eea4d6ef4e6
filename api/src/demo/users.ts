import type { DemoRow, DemoSeed } from './demo-seed';

type Role = 'superadmin' | 'admin' | 'manager' | 'cashier' | 'parent';
type Status = 'active' | 'inactive' | 'invited' | 'suspended';

// [firstName, lastName, firstNameAr, lastNameAr, username, role, status, description?]
// One account per person, named in Arabic and in its English form; what the office wrote about
// them is in Arabic, as a Saudi club's office writes it.
const PEOPLE: readonly (readonly [string, string, string, string, string, Role, Status, string?])[] = [
  ['System', 'Administrator', 'مدير', 'النظام', 'admin', 'superadmin', 'active', 'حساب مدير النظام المدمج.'],
  ['Abdullah', 'Al-Harbi', 'عبدالله', 'الحربي', 'abdullah.alharbi', 'superadmin', 'active', 'مدير تقنية المعلومات والمسؤول عن نظام المكتب الخلفي.'],
  ['Fahad', 'Al-Mutlaq', 'فهد', 'المطلق', 'fahad.mutlaq', 'admin', 'active', 'مدير الشؤون الإدارية.'],
  ['Mohammed', 'Al-Qahtani', 'محمد', 'القحطاني', 'mohammed.qahtani', 'admin', 'active', 'مكتب المدير التنفيذي.'],
  ['Mohammed', 'Al-Otaibi', 'محمد', 'العتيبي', 'm.otaibi', 'manager', 'active', 'مدير أكاديمية كرة القدم.'],
  ['Faisal', 'Al-Dosari', 'فيصل', 'الدوسري', 'faisal.dosari', 'manager', 'active', 'مدير المرافق وتشغيل الملعب.'],
  ['Faisal', 'Al-Shammari', 'فيصل', 'الشمري', 'f.shammari', 'manager', 'active', 'مشرف المستودعات الرئيسية.'],
  ['Khalid', 'Al-Ghamdi', 'خالد', 'الغامدي', 'khalid.ghamdi', 'manager', 'active', 'رئيس قسم الصيانة.'],
  ['Khalid', 'Al-Zahrani', 'خالد', 'الزهراني', 'k.zahrani', 'cashier', 'active', 'أمين صندوق الاشتراكات.'],
  ['Saad', 'Al-Mutairi', 'سعد', 'المطيري', 'saad.mutairi', 'cashier', 'active'],
  ['Mansour', 'Al-Sahli', 'منصور', 'السهلي', 'm.sahli', 'cashier', 'inactive', 'في إجازة طويلة.'],
  ['Turki', 'Al-Subaie', 'تركي', 'السبيعي', 'turki.subaie', 'manager', 'active', 'مدير الموارد البشرية.'],
  ['Abdulaziz', 'Al-Sheikh', 'عبدالعزيز', 'الشيخ', 'a.sheikh', 'admin', 'active', 'مسؤول شؤون الموظفين.'],
  ['Nasser', 'Al-Shahrani', 'ناصر', 'الشهراني', 'nasser.shahrani', 'manager', 'active', 'منسق المدربين لفئتي تحت 17 وتحت 19 سنة.'],
  ['Ziyad', 'Al-Hazmi', 'زياد', 'الحازمي', 'z.hazmi', 'cashier', 'suspended', 'موقوف مؤقتًا لحين انتهاء التدقيق المالي.'],
  ['Sultan', 'Al-Anazi', 'سلطان', 'العنزي', 'sultan.anazi', 'manager', 'active', 'مدير عيادة الطب الرياضي.'],
  ['Meshari', 'Al-Ruwaili', 'مشاري', 'الرويلي', 'm.ruwaili', 'cashier', 'active'],
  ['Omar', 'Al-Juhani', 'عمر', 'الجهني', 'omar.juhani', 'cashier', 'invited'],
  ['Hatem', 'Al-Saadi', 'حاتم', 'السعدي', 'h.saadi', 'manager', 'active', 'مسؤول الزيارات والمراسم.'],
  ['Yousef', 'Al-Malki', 'يوسف', 'المالكي', 'yousef.malki', 'admin', 'active', 'المالية والمشتريات.'],
  ['Saleh', 'Al-Jaber', 'صالح', 'الجابر', 's.jaber', 'cashier', 'active', 'أمين صندوق متجر النادي.'],
  ['Ahmed', 'Al-Zahrani', 'أحمد', 'الزهراني', 'ahmed.zahrani', 'manager', 'active', 'المستودعات والخدمات اللوجستية.'],
  ['Ahmed', 'Al-Qarni', 'أحمد', 'القرني', 'a.qarni', 'manager', 'inactive'],
  ['Bandar', 'Al-Rashidi', 'بندر', 'الرشيدي', 'bandar.rashidi', 'cashier', 'active'],
  ['Talal', 'Al-Sharif', 'طلال', 'الشريف', 't.sharif', 'manager', 'active', 'مدير الملاعب والمرافق الرياضية.'],
  ['Majed', 'Al-Shehri', 'ماجد', 'الشهري', 'majed.shehri', 'manager', 'invited', 'مسجّل الأكاديمية الجديد.'],
  ['Nawaf', 'Al-Asmari', 'نواف', 'الأسمري', 'n.asmari', 'cashier', 'active'],
  ['Sara', 'Al-Otaibi', 'سارة', 'العتيبي', 'sara.otaibi', 'admin', 'active', 'مساعدة تنفيذية للاجتماعات والمواعيد.'],
  ['Sara', 'Al-Qahtani', 'سارة', 'القحطاني', 's.qahtani', 'manager', 'active', 'مديرة العلاقات العامة.'],
  ['Abeer', 'Al-Sulami', 'عبير', 'السلمي', 'a.sulami', 'cashier', 'active'],
  ['Noura', 'Al-Dossary', 'نورة', 'الدوسري', 'n.dossary', 'manager', 'active', 'مشرفة أكاديمية البنات.'],
  ['Hessa', 'Al-Mubarak', 'حصة', 'المبارك', 'h.mubarak', 'manager', 'invited'],
  ['Reem', 'Al-Omari', 'ريم', 'العمري', 'r.omari', 'cashier', 'active'],
  ['Amal', 'Al-Khaldi', 'أمل', 'الخالدي', 'a.khaldi', 'admin', 'inactive', 'منسقة الموارد البشرية سابقًا.'],
  ['Hind', 'Al-Ahmadi', 'هند', 'الأحمدي', 'h.ahmadi', 'cashier', 'active'],
  ['Waleed', 'Al-Harthi', 'وليد', 'الحارثي', 'waleed.harthi', 'manager', 'active', 'مدير الفريق الأول.'],
  ['Osama', 'Al-Zaid', 'أسامة', 'الزيد', 'o.zaid', 'cashier', 'suspended'],
  ['Ibrahim', 'Al-Yami', 'إبراهيم', 'اليامي', 'ibrahim.yami', 'manager', 'active', 'منسق النقل والحافلات.'],
  ['Hamza', 'Al-Bishi', 'حمزة', 'البيشي', 'h.bishi', 'cashier', 'active'],
  ['Hamad', 'Al-Balawi', 'حمد', 'البلوي', 'hamad.balawi', 'cashier', 'invited'],
  ['Rayan', 'Al-Qurashi', 'ريان', 'القرشي', 'r.qurashi', 'manager', 'active', 'منسق البطولات والمباريات.'],
  ['Rakan', 'Al-Tamimi', 'راكان', 'التميمي', 'rakan.tamimi', 'cashier', 'active'],
];

/**
 * Parents whose portal accounts were opened before (two signed up, one suspended): their portal
 * rows (parentPortal's demo) link them as they are. Emails as in the parents' demo.
 */
export const PORTAL_PARENTS: readonly (readonly [string, string, string, string, string, Status])[] = [
  ['Bandar', 'Al-Qahtani', 'بندر', 'القحطاني', 'bandar.alqahtani@gmail.com', 'active'],
  ['Abdullah', 'Al-Otaibi', 'عبدالله', 'العتيبي', 'abdullah.alotaibi@outlook.sa', 'active'],
  ['Meshal', 'Al-Dosari', 'مشعل', 'الدوسري', 'meshal.aldosari@gmail.com', 'suspended'],
];

export const demo: DemoSeed = (ctx) => {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(ctx.random() * 10)).join('');
  const mobile = () => `+966 5${ctx.oneOf(['0', '3', '4', '5', '6', '9'])} ${digits(3)} ${digits(4)}`;
  const staff = PEOPLE.map(([firstName, lastName, firstNameAr, lastNameAr, username, role, status, description], index): DemoRow => ({
    firstName,
    lastName,
    firstNameAr,
    lastNameAr,
    username,
    email: username === 'admin' ? 'admin@club.sa' : `${username}@club.sa`,
    phone: index === 0 ? undefined : mobile(),
    roleId: role,
    status,
    description,
  }));
  const parents = PORTAL_PARENTS.map(([firstName, lastName, firstNameAr, lastNameAr, email, status]): DemoRow => ({ firstName, lastName, firstNameAr, lastNameAr, username: email.split('@')[0], email, roleId: 'parent', status, description: 'حساب بوابة أولياء الأمور.' }));
  return [...staff, ...parents];
};
