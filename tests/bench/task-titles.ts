// Realistic task titles for the bench's 1,000,000 rows: half Arabic, half English, 3-6 words drawn
// from a club's vocabulary by a hash of the row number (no repeated template), a running number,
// and one rare word in one row of 10,000 (the rare-fragment search).

const ARABIC = [
  'تجهيز', 'ملعب', 'التدريب', 'الفريق', 'الأول', 'صيانة', 'الإضاءة', 'حجز', 'الحافلة', 'مباراة',
  'ودية', 'تجديد', 'عقد', 'الرعاية', 'شراء', 'أطقم', 'الناشئين', 'أكاديمية', 'كرة', 'القدم',
  'السلة', 'الطائرة', 'السباحة', 'المسبح', 'غرف', 'الملابس', 'فحص', 'طبي', 'للاعبين', 'اجتماع',
  'مجلس', 'الإدارة', 'تقرير', 'الحضور', 'جدول', 'المباريات', 'تنظيف', 'المدرجات', 'طباعة', 'التذاكر',
  'تأمين', 'المعدات', 'مدرسة', 'تسجيل', 'لاعب', 'جديد', 'مدرب', 'اللياقة', 'العيادة', 'الجماهير',
];
const ENGLISH = [
  'Prepare', 'pitch', 'training', 'first', 'team', 'Repair', 'floodlights', 'Book', 'bus', 'friendly',
  'match', 'Renew', 'sponsor', 'contract', 'Order', 'kits', 'youth', 'academy', 'football', 'basketball',
  'volleyball', 'swimming', 'pool', 'changing', 'rooms', 'Medical', 'check', 'players', 'Board', 'meeting',
  'attendance', 'report', 'fixtures', 'Clean', 'stands', 'Print', 'tickets', 'insurance', 'equipment', 'school',
  'Register', 'new', 'player', 'coach', 'fitness', 'clinic', 'fans', 'stadium', 'goalkeeper', 'gloves',
];
export const RARE_WORD = 'زمزمية';

const array = (words: readonly string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(', ')}]`;

/** The SQL expression of row `g`'s title. */
export const titleSql = (g: string): string => `
  array_to_string(ARRAY(
    SELECT (CASE WHEN ${g} % 2 = 0 THEN ${array(ARABIC)} ELSE ${array(ENGLISH)} END)[1 + abs(hashint4(${g} * 31 + k)) % ${ARABIC.length}]
    FROM generate_series(1, 3 + abs(hashint4(${g})) % 4) AS k
  ), ' ') || CASE WHEN ${g} % 10000 = 0 THEN ' ${RARE_WORD}' ELSE '' END || ' ' || (${g} % 997)`;

/** The four searches the bench times: a common word, two words, a rare fragment, a two-letter prefix. */
export const SEARCHES = [
  { name: 'common word', q: 'ملعب' },
  { name: 'two words', q: 'training team' },
  { name: 'rare fragment', q: 'زمزم' },
  { name: 'two-letter prefix', q: 'كر' },
] as const;
