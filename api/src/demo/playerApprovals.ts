import type { DemoSeed } from './demo-seed';
import { demoSeason } from './parts/academy';

const ALL = ['nationalId', 'birthCertificate', 'medicalClearance', 'guardianConsent'];

// [player (place in the squad), documents checked, decision or null (pending), comment, notes]
const REQUESTS = [
  [42, [...ALL, 'photo', 'schoolLetter'], 'approve', 'All documents verified.', undefined],
  [43, [...ALL, 'passport', 'photo'], 'approve', undefined, 'Resident family: passport and iqama checked.'],
  [44, [...ALL, 'photo'], 'approve', undefined, undefined],
  [47, [...ALL, 'passport'], 'approve', 'تم التحقق من الإقامة وجواز السفر.', undefined],
  [51, [...ALL, 'photo'], 'approve', undefined, undefined],
  [52, [...ALL, 'federationCard'], 'approve', undefined, 'Transferred from Al-Shabab academy: federation card received.'],
  [53, [...ALL, 'passport', 'photo'], 'approve', undefined, undefined],
  [37, [...ALL, 'federationCard', 'schoolLetter'], 'approve', undefined, undefined],
  [39, ['nationalId', 'birthCertificate', 'photo'], 'reject', 'Medical clearance refused by the clinic: reapply after the cardiac screening.', undefined],
  [41, ['nationalId', 'photo'], 'reject', 'لم يقدّم ولي الأمر موافقته خلال المهلة.', undefined],
  [66, ['nationalId', 'birthCertificate', 'photo'], null, undefined, 'Trial week with the U-16 squad; medical clearance booked.'],
  [67, ['nationalId'], null, undefined, 'بانتظار شهادة الميلاد وموافقة ولي الأمر.'],
  [65, ['birthCertificate', 'guardianConsent', 'medicalClearance'], null, undefined, 'Waiting for the national ID copy.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  const admin = ctx.ids('users')[2] ?? ctx.ids('users')[0]!;
  const { season } = demoSeason(ctx.dateFromToday(0));
  return REQUESTS.map(([place, documentsChecked, decision, comment, notes]) => ({
    playerId: players[place],
    season,
    documentsChecked,
    notes,
    $actions: decision ? [{ name: decision, by: admin, comment }] : [],
  }));
};
