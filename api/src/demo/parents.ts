import type { DemoSeed } from './demo-seed';
import { demoPlayers } from './parts/academy';
import { demoParents } from './parts/parents';

const CITIES = ['Riyadh', 'الرياض', 'Jeddah', 'الدمام', 'Riyadh', 'الخبر'];

export const demo: DemoSeed = (ctx) =>
  demoParents(demoPlayers(ctx.dateFromToday(0))).map((parent, index) => ({
    fullName: parent.fullName,
    fullNameAr: parent.fullNameAr,
    nationalId: `${parent.nationality === 'saudi' ? 1 : 2}${String(203_110_000 + index * 6_173).padStart(9, '0')}`,
    gender: parent.gender,
    nationality: parent.nationality,
    phone: `+966 5${(index * 3) % 10} ${String(410 + index * 17).slice(-3)} ${String(2300 + index * 131).slice(-4)}`,
    email: parent.email,
    occupation: parent.occupation,
    city: CITIES[index % CITIES.length],
    preferredLanguage: parent.preferredLanguage,
    notes: index === 5 ? 'يفضّل التواصل بعد صلاة العصر.' : index === 16 ? 'Works night shifts: call in the morning.' : undefined,
  }));
