import type { DemoRow, DemoSeed } from './demo-seed';

type Category = 'gettingStarted' | 'players' | 'hr' | 'facilities' | 'warehouses' | 'visits' | 'finance' | 'settings';

// [category, title, Arabic title, summary, Arabic summary, body, Arabic body, tags, published]
const ARTICLES: readonly (readonly [Category, string, string, string, string, string, string, string, boolean])[] = [
  ['gettingStarted', 'Find your way around', 'التعرف على النظام', 'The sidebar, the search (Ctrl+K) and your settings.', 'القائمة الجانبية والبحث (Ctrl+K) والإعدادات.',
    'The sidebar groups the screens by unit. Press Ctrl+K to search for any screen or record. Your name at the top opens your settings: language and direction, font and theme.',
    'تجمع القائمة الجانبية الشاشات حسب الوحدة. اضغط Ctrl+K للبحث عن أي شاشة أو سجل. يفتح اسمك في الأعلى إعداداتك: اللغة والاتجاه والخط والمظهر.', 'sidebar, search, settings', true],
  ['gettingStarted', 'Change the language and direction', 'تغيير اللغة والاتجاه', 'Switch between Arabic (right to left) and English.', 'التبديل بين العربية (من اليمين) والإنجليزية.',
    'Open Settings > Appearance and choose the direction. Right to left shows the back office in Arabic; left to right in English. The choice is kept on this browser.',
    'افتح الإعدادات > المظهر واختر الاتجاه. من اليمين إلى اليسار يعرض النظام بالعربية، ومن اليسار إلى اليمين بالإنجليزية. يُحفظ اختيارك على هذا المتصفح.', 'language, arabic, rtl', true],
  ['players', 'Register a new player', 'تسجيل لاعب جديد', 'The player\u2019s file, age group and parents.', 'ملف اللاعب وفئته العمرية وأولياء أمره.',
    'Open Players and press Create. The age group follows the date of birth. Add the parents from the player\u2019s page so that they can follow their child through the parent portal.',
    'افتح اللاعبين واضغط إنشاء. تتبع الفئة العمرية تاريخ الميلاد. أضف أولياء الأمر من صفحة اللاعب ليتابعوا ابنهم عبر بوابة أولياء الأمور.', 'players, academy, parents', true],
  ['players', 'Record training attendance', 'تسجيل حضور التدريب', 'Present, absent, late or excused for each session.', 'حاضر أو غائب أو متأخر أو بعذر لكل حصة.',
    'From a training session, mark each player. Parents see the attendance of their own children only.',
    'من صفحة الحصة التدريبية سجّل حالة كل لاعب. يرى أولياء الأمور حضور أبنائهم فقط.', 'attendance, training', true],
  ['hr', 'Ask for leave', 'طلب إجازة', 'Send a request and follow its approvals.', 'أرسل طلبًا وتابع اعتماده.',
    'Open Employee requests, choose the type of leave and the dates. Each approver in the route decides in turn; you are told of every decision.',
    'افتح طلبات الموظفين واختر نوع الإجازة والتواريخ. يقرر كل معتمد في المسار بدوره، وتصلك كل القرارات.', 'leave, requests, approvals', true],
  ['facilities', 'Book a hall or a stadium', 'حجز قاعة أو ملعب', 'Bookings never overlap with training.', 'لا تتعارض الحجوزات مع التدريب.',
    'Open Facility bookings and choose the place and the time. A confirmed booking holds its place: another booking or a training session at the same time is refused.',
    'افتح حجوزات المرافق واختر المكان والوقت. يحجز الحجز المؤكد مكانه، ويُرفض أي حجز أو تدريب آخر في الوقت نفسه.', 'bookings, halls, stadiums', true],
  ['warehouses', 'Receive goods into a warehouse', 'استلام بضاعة في المستودع', 'A receipt adds its lines to the stock when posted.', 'يضيف سند الاستلام كمياته إلى المخزون عند ترحيله.',
    'Create a receipt with its lines, check the quantities and post it. A posted receipt is never edited: reverse it if it was wrong.',
    'أنشئ سند استلام بكمياته وتحقق منها ثم رحّله. لا يُعدّل السند المرحّل؛ اعكسه إن كان خاطئًا.', 'stock, receipts', true],
  ['visits', 'Invite a visitor', 'دعوة زائر', 'The visitor receives a link with a QR code for the gate.', 'يتلقى الزائر رابطًا برمز QR للبوابة.',
    'Create an invitation with the visitor\u2019s mobile. Once approved, the visitor receives the link; the gate scans the code at arrival and departure.',
    'أنشئ دعوة برقم جوال الزائر. بعد اعتمادها يصل الرابط للزائر، وتقرأ البوابة الرمز عند الدخول والخروج.', 'visitors, invitations, qr', true],
  ['visits', 'Share the volunteers link', 'مشاركة رابط المتطوعين', 'Volunteers sign up and check in without an account.', 'يسجل المتطوعون ويثبتون حضورهم دون حساب.',
    'In Events & opportunities, use Copy the volunteers link to share the sign-up page, and Copy the attendance link on the day. Accepted volunteers check in with their national ID; their hours wait for approval.',
    'في الفعاليات والفرص استخدم «نسخ رابط المتطوعين» لمشاركة صفحة التسجيل، و«نسخ رابط الحضور» يوم الفعالية. يثبت المتطوع المقبول حضوره برقم هويته، وتنتظر ساعاته الاعتماد.', 'volunteers, events', true],
  ['finance', 'Read the campaign results', 'قراءة نتائج الحملات', 'Click-through rate and return are worked out for you.', 'تُحسب نسبة النقر والعائد تلقائيًا.',
    'Enter each period\u2019s reach, impressions, clicks, conversions, revenue and cost. The click-through rate and the return on spend are derived, and the campaign\u2019s spending follows.',
    'أدخل لكل فترة الوصول ومرات الظهور والنقرات والتحويلات والإيراد والتكلفة. تُحسب نسبة النقر والعائد على الإنفاق، ويتبعها مصروف الحملة.', 'campaigns, marketing', true],
  ['settings', 'Give someone access to a screen', 'منح صلاحية شاشة', 'Page permissions by role.', 'صلاحيات الصفحات حسب الدور.',
    'Open Roles & users > Roles, choose the role and tick the actions on the page. Nobody grants more than their own role holds.',
    'افتح الأدوار والمستخدمين > الأدوار، واختر الدور وحدد الإجراءات على الصفحة. لا يمنح أحد أكثر مما يملكه دوره.', 'roles, permissions', true],
  ['settings', 'Two-step sign-in (coming)', 'التحقق بخطوتين (قريبًا)', 'A draft for the next release.', 'مسودة للإصدار القادم.',
    'This article will describe two-step sign-in once it is available.', 'ستشرح هذه المقالة التحقق بخطوتين عند توفره.', 'security', false],
];

// The help centre's articles, one or two per area, in both languages; one still a draft.
export const demo: DemoSeed = () =>
  ARTICLES.map(([category, title, titleAr, summary, summaryAr, body, bodyAr, tags, published], index): DemoRow => ({
    category,
    title,
    titleAr,
    summary,
    summaryAr,
    body,
    bodyAr,
    tags,
    position: index,
    status: published ? 'published' : 'draft',
  }));
