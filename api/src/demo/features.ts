import type { DemoSeed } from './demo-seed';

// [English, Arabic, category, description]
const FEATURES: readonly (readonly [string, string, string, string])[] = [
  ['Gym access', 'دخول الصالة الرياضية', 'access', 'Unlimited entry to the fitness hall during opening hours.'],
  ['Swimming pool', 'المسبح', 'access', 'Lane swimming in the indoor pool; family hours on weekends.'],
  ['Sauna and steam room', 'الساونا وغرفة البخار', 'services', 'After training, men and women on separate hours.'],
  ['Personal trainer sessions', 'حصص مدرب شخصي', 'training', 'One-to-one sessions booked with a certified trainer.'],
  ['Group classes', 'الحصص الجماعية', 'training', 'Spinning, circuit and functional training classes.'],
  ['Football academy training', 'تدريب أكاديمية كرة القدم', 'training', 'Age-group training with the academy coaches.'],
  ['Body composition test', 'قياس تكوين الجسم', 'services', 'InBody analysis every month with a nutrition note.'],
  ['Locker', 'خزانة خاصة', 'services', 'A personal locker for the length of the subscription.'],
  ['Guest passes', 'تصاريح الضيوف', 'access', 'Bring a guest on the free invitations of the package.'],
  ['Club shop discount', 'خصم متجر النادي', 'discounts', '15 % off kit and merchandise in the club shop.'],
  ['Match tickets priority', 'أولوية تذاكر المباريات', 'events', 'Buy home match tickets before general sale.'],
  ['Members-only events', 'فعاليات الأعضاء', 'events', 'Invitations to the members\u2019 evenings and the annual gala.'],
  ['Physiotherapy discount', 'خصم العلاج الطبيعي', 'discounts', '20 % off sessions at the club clinic.'],
];

// What the packages offer: access, training, services, discounts and events; one no longer offered.
export const demo: DemoSeed = () =>
  FEATURES.map(([name, nameAr, category, description], index) => ({ name, nameAr, category, description, isActive: index !== 12 }));
