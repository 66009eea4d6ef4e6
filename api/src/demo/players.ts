import type { DemoSeed } from './demo-seed';
import { demoPlayers, demoSeason } from './parts/academy';

const NOTES: Record<number, string> = {
  0: 'قائد الفريق.',
  7: 'مهاجم برازيلي بعقد لموسمين.',
  12: 'موقوف مباراتين بقرار لجنة الانضباط.',
  20: 'صُعّد من فريق تحت 21 سنة هذا الموسم.',
  45: 'يحتاج متابعة في التحصيل الدراسي.',
};

export const demo: DemoSeed = (ctx) => {
  const today = ctx.dateFromToday(0);
  const { year } = demoSeason(today);
  const teams = ctx.ids('teams');
  return demoPlayers(today).map((player) => {
    const age = year - player.birthYear;
    const male = player.gender === 'male';
    const trialist = player.team === null;
    return {
      fullName: player.fullName,
      fullNameAr: player.fullNameAr,
      nationalId: player.nationalId,
      dateOfBirth: player.dateOfBirth,
      gender: player.gender,
      nationality: player.nationality,
      position: player.position,
      preferredFoot: player.index % 5 === 2 ? 'left' : player.index % 11 === 6 ? 'both' : 'right',
      teamId: player.team === null ? undefined : teams[player.team],
      shirtNumber: player.shirtNumber ?? undefined,
      heightCm: Math.round(100 + (Math.min(age, male ? 18 : 17) - 4) * (male ? 5.4 : 4.8) + (player.index % 7) * 1.5),
      weightKg: Math.round((16 + (Math.min(age, 20) - 4) * (male ? 3.6 : 3) + (player.index % 5) * 1.4) * 10) / 10,
      phone: age >= 18 ? `+966 5${player.index % 10} ${String(200 + player.index * 13).slice(-3)} ${String(1000 + player.index * 97).slice(-4)}` : undefined,
      status: trialist ? 'inactive' : player.index === 12 ? 'suspended' : player.index === 33 ? 'injured' : 'active',
      registrationDate: ctx.dateFromToday(-(40 + ((player.index * 53) % 1400))),
      notes: NOTES[player.index],
    };
  });
};
