import type { DemoSeed } from './demo-seed';

// [code, name, Arabic name, from, to, km, active, stops: [name, Arabic name, time]]
const ROUTES: readonly (readonly [string, string, string, string, string, number, boolean, readonly (readonly [string, string, string])[]])[] = [
  ['R-01', 'Academy north loop', 'جولة الأكاديمية الشمالية', 'Al-Narjis', 'Club HQ', 24, true, [['Al-Narjis gate', 'بوابة النرجس', '15:00'], ['Al-Yasmin park', 'حديقة الياسمين', '15:15'], ['Al-Malqa station', 'محطة الملقا', '15:30'], ['Club HQ', 'مقر النادي', '15:50']]],
  ['R-02', 'Academy east loop', 'جولة الأكاديمية الشرقية', 'Al-Rawdah', 'Club HQ', 31, true, [['Al-Rawdah mosque', 'جامع الروضة', '14:45'], ['Al-Nahda square', 'ميدان النهضة', '15:05'], ['Granada mall', 'غرناطة مول', '15:20'], ['Club HQ', 'مقر النادي', '15:45']]],
  ['R-03', 'Academy south loop', 'جولة الأكاديمية الجنوبية', 'Al-Aziziyah', 'Club HQ', 28, true, [['Al-Aziziyah school', 'مدرسة العزيزية', '14:50'], ['Al-Shifa market', 'سوق الشفا', '15:10'], ['Club HQ', 'مقر النادي', '15:40']]],
  ['R-04', 'HQ to King Fahd Stadium', 'المقر إلى استاد الملك فهد', 'Club HQ', 'King Fahd Stadium', 19, true, [['Club HQ', 'مقر النادي', '16:00'], ['King Fahd Stadium', 'استاد الملك فهد الدولي', '16:35']]],
  ['R-05', 'HQ to King Khalid Airport', 'المقر إلى مطار الملك خالد', 'Club HQ', 'King Khalid Airport', 38, true, [['Club HQ', 'مقر النادي', '06:00'], ['Terminal 5', 'الصالة 5', '06:45']]],
  ['R-06', 'Players\u2019 residence shuttle', 'نقل سكن اللاعبين', 'Players\u2019 residence', 'Training ground', 6, true, [['Residence', 'السكن', '07:30'], ['Training ground', 'ملاعب التدريب', '07:45']]],
  ['R-07', 'Women\u2019s hall shuttle', 'نقل الصالة النسائية', 'King Fahd Road', 'Women\u2019s hall', 12, true, [['Al-Olaya metro', 'محطة مترو العليا', '16:30'], ['Women\u2019s hall', 'الصالة النسائية', '16:50']]],
  ['R-08', 'Riyadh to Qassim (away)', 'الرياض إلى القصيم (خارج الأرض)', 'Club HQ', 'Buraydah', 340, true, [['Club HQ', 'مقر النادي', '08:00'], ['Al-Majmaah rest stop', 'استراحة المجمعة', '09:45'], ['King Abdullah Sport City, Buraydah', 'مدينة الملك عبدالله الرياضية ببريدة', '11:30']]],
  ['R-09', 'Riyadh to Dammam (away)', 'الرياض إلى الدمام (خارج الأرض)', 'Club HQ', 'Dammam', 410, true, [['Club HQ', 'مقر النادي', '07:00'], ['Al-Hofuf junction', 'تقاطع الهفوف', '10:00'], ['Prince Mohammed bin Fahd Stadium', 'استاد الأمير محمد بن فهد', '11:40']]],
  ['R-10', 'Jeddah academy loop', 'جولة أكاديمية جدة', 'Al-Rawdah, Jeddah', 'Jeddah academy', 18, true, [['Al-Rawdah', 'الروضة', '15:00'], ['Al-Salamah', 'السلامة', '15:20'], ['Jeddah academy', 'أكاديمية جدة', '15:40']]],
  ['R-11', 'Summer camp, Abha', 'المعسكر الصيفي - أبها', 'Club HQ', 'Abha', 950, false, [['Club HQ', 'مقر النادي', '05:00'], ['Bisha rest stop', 'استراحة بيشة', '11:00'], ['Abha camp', 'معسكر أبها', '15:30']]],
  ['R-12', 'Old academy loop (retired)', 'الجولة القديمة (متوقفة)', 'Al-Sulay', 'Club HQ', 26, false, [['Al-Sulay', 'السلي', '15:00'], ['Club HQ', 'مقر النادي', '15:35']]],
];

// The regular runs: the academy's school pick-ups, the residence shuttle, match days and away trips.
export const demo: DemoSeed = () =>
  ROUTES.map(([code, name, nameAr, origin, destination, distanceKm, isActive, stops]) => ({
    code,
    name,
    nameAr,
    origin,
    destination,
    distanceKm,
    isActive,
    stops: stops.map(([stop, stopAr, scheduledTime]) => ({ name: stop, nameAr: stopAr, scheduledTime })),
  }));
