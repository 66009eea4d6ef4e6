import type { DemoSeed } from './demo-seed';

// [team (place in the demo), days from today (hours for the live one), competition, competition name, opponent, home/away, status, goals for, against]
const MATCHES = [
  [0, -24, 'league', 'دوري روشن السعودي', 'الاتفاق', 'home', 'completed', 2, 1],
  [0, -17, 'cup', 'كأس خادم الحرمين الشريفين', 'الفتح', 'away', 'completed', 1, 1],
  [0, -10, 'league', 'دوري روشن السعودي', 'التعاون', 'away', 'completed', 0, 2],
  [0, -6, 'friendly', 'مباراة ودية شتوية', 'الرائد', 'neutral', 'completed', 3, 0],
  [0, -2, 'league', 'دوري روشن السعودي', 'الفيحاء', 'home', 'completed', 1, 0],
  [0, 0, 'league', 'دوري روشن السعودي', 'ضمك', 'home', 'live', 1, 0],
  [0, 4, 'league', 'دوري روشن السعودي', 'الخليج', 'home', 'scheduled', null, null],
  [0, 11, 'cup', 'كأس خادم الحرمين الشريفين', 'الشباب', 'away', 'scheduled', null, null],
  [0, 2, 'tournament', 'كأس موسم الرياض', 'الشباب', 'neutral', 'postponed', null, null],
  [0, -30, 'friendly', 'مباراة خيرية', 'الاتفاق', 'home', 'cancelled', null, null],
  [3, -9, 'academyLeague', 'دوري النخبة تحت 18', 'الهلال تحت 18', 'away', 'completed', 4, 2],
  [3, 8, 'academyLeague', 'دوري النخبة تحت 18', 'النصر تحت 18', 'home', 'scheduled', null, null],
  [9, -5, 'league', 'الدوري السعودي الممتاز للسيدات', 'الاتحاد للسيدات', 'away', 'completed', 1, 3],
  [6, -3, 'tournament', 'بطولة البراعم الشتوية', 'الأهلي تحت 12', 'neutral', 'completed', 2, 2],
] as const;

const REFEREES = ['محمد الهويش', 'تركي الخضير', 'خالد الطريس', 'فيصل البلوي'];

const VENUES: Record<string, string> = { home: 'ملعب النادي', away: 'ملعب الفريق المنافس', neutral: 'استاد الملك فهد الدولي' };

export const demo: DemoSeed = (ctx) => {
  const teams = ctx.ids('teams');
  const facilities = ctx.ids('facilities');
  return MATCHES.map(([team, days, competition, competitionName, opponent, homeAway, status, goalsFor, goalsAgainst], index) => ({
    teamId: teams[team],
    competition,
    competitionName,
    opponent,
    homeAway,
    venue: VENUES[homeAway],
    facilityId: homeAway === 'home' ? facilities[0] : undefined,
    // The live match kicked off an hour ago; the others at 18:00 Riyadh time.
    kickoffAt: status === 'live' ? ctx.timeFromNow(-1) : `${ctx.dateFromToday(days)}T15:00:00.000Z`,
    status,
    goalsFor: goalsFor ?? undefined,
    goalsAgainst: goalsAgainst ?? undefined,
    referee: status === 'completed' ? REFEREES[index % REFEREES.length] : undefined,
    attendance: status === 'completed' && team === 0 ? 8_000 + ((days * -397) % 9_000) : undefined,
    notes: status === 'postponed' ? 'أجّلتها الرابطة لتزامنها مع فترة المنتخبات الوطنية.' : status === 'cancelled' ? 'أُلغيت لظروف الطقس.' : undefined,
  }));
};
