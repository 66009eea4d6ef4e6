import type { DemoSeed } from './demo-seed';

// [English, Arabic, category, description]
const FEATURES: readonly (readonly [string, string, string, string])[] = [
  ['Gym access', 'دخول الصالة الرياضية', 'access', 'دخول غير محدود إلى صالة اللياقة خلال ساعات العمل.'],
  ['Swimming pool', 'المسبح', 'access', 'السباحة في حارات المسبح المغلق، مع ساعات للعائلات في عطلة نهاية الأسبوع.'],
  ['Sauna and steam room', 'الساونا وغرفة البخار', 'services', 'بعد التدريب، بمواعيد منفصلة للرجال والنساء.'],
  ['Personal trainer sessions', 'حصص مدرب شخصي', 'training', 'حصص فردية تُحجز مع مدرب معتمد.'],
  ['Group classes', 'الحصص الجماعية', 'training', 'حصص الدراجات الثابتة والتمارين الدائرية والتدريب الوظيفي.'],
  ['Football academy training', 'تدريب أكاديمية كرة القدم', 'training', 'تدريب حسب الفئة العمرية مع مدربي الأكاديمية.'],
  ['Body composition test', 'قياس تكوين الجسم', 'services', 'قياس InBody شهريًا مع توصية غذائية.'],
  ['Locker', 'خزانة خاصة', 'services', 'خزانة شخصية طوال مدة الاشتراك.'],
  ['Guest passes', 'تصاريح الضيوف', 'access', 'اصطحاب ضيف ضمن الدعوات المجانية في الباقة.'],
  ['Club shop discount', 'خصم متجر النادي', 'discounts', 'خصم 15% على الأطقم والمنتجات في متجر النادي.'],
  ['Match tickets priority', 'أولوية تذاكر المباريات', 'events', 'شراء تذاكر المباريات على أرض النادي قبل طرحها للعموم.'],
  ['Members-only events', 'فعاليات الأعضاء', 'events', 'دعوات لأمسيات الأعضاء والحفل السنوي.'],
  ['Physiotherapy discount', 'خصم العلاج الطبيعي', 'discounts', 'خصم 20% على الجلسات في عيادة النادي.'],
];

// What the packages offer: access, training, services, discounts and events; one no longer offered.
export const demo: DemoSeed = () =>
  FEATURES.map(([name, nameAr, category, description], index) => ({ name, nameAr, category, description, isActive: index !== 12 }));
