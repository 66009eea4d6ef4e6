import type { DemoSeed } from './demo-seed';

// The options of each demo question, in order ([English, Arabic]).
const OPTIONS: readonly (readonly (readonly [string, string])[])[] = [
  [['Salem Al-Dawsari', 'سالم الدوسري'], ['Mohammed Kanno', 'محمد كنو'], ['Firas Al-Buraikan', 'فراس البريكان'], ['Saud Abdulhamid', 'سعود عبدالحميد']],
  [['Salem Al-Dawsari', 'سالم الدوسري'], ['Abdulelah Al-Malki', 'عبدالإله المالكي'], ['Nawaf Al-Aqidi', 'نواف العقيدي']],
  [['Free kick against Al-Ahli', 'الركلة الحرة أمام الأهلي'], ['Bicycle kick in the derby', 'المقصية في الديربي'], ['Solo run in the cup final', 'المراوغة الفردية في نهائي الكأس']],
  [['Classic white', 'الأبيض الكلاسيكي'], ['Desert sand', 'رملي صحراوي'], ['Night blue', 'الأزرق الليلي']],
  [['Club crest in gold', 'الشعار الذهبي'], ['Sadu pattern collar', 'ياقة بنقش السدو'], ['Founding year on the back', 'سنة التأسيس على الظهر']],
  [['After iftar, 9:30 pm', 'بعد الإفطار، 9:30 مساءً'], ['10:30 pm', '10:30 مساءً'], ['Before suhoor, 12:30 am', 'قبل السحور، 12:30 صباحًا']],
  [['Family area', 'منطقة العائلات'], ['Club store', 'متجر النادي'], ['Food trucks', 'عربات الطعام'], ['Kids zone', 'منطقة الأطفال']],
  [['Always on time', 'دائمًا في الموعد'], ['Usually on time', 'غالبًا في الموعد'], ['Often late', 'تتأخر كثيرًا']],
  [['Abha', 'أبها'], ['Taif', 'الطائف'], ['Al-Baha', 'الباحة']],
  [['Excellent', 'ممتازة'], ['Good', 'جيدة'], ['Needs work', 'تحتاج إلى تحسين']],
  [['Breakfast', 'الإفطار'], ['Lunch', 'الغداء'], ['Dinner', 'العشاء']],
  [['Children\'s games', 'ألعاب الأطفال'], ['Live music', 'عروض فنية'], ['Player signings', 'توقيعات اللاعبين'], ['Face painting', 'الرسم على الوجوه']],
];

export const demo: DemoSeed = (ctx) =>
  ctx.ids('pollQuestions').flatMap((questionId, index) =>
    (OPTIONS[index] ?? []).map(([label, labelAr], at) => ({ questionId, sortOrder: at + 1, label, labelAr })),
  );
