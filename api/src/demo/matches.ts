import type { DemoSeed } from './demo-seed';

// [team (place in the demo), days from today (hours for the live one), competition, competition name, opponent, home/away, status, goals for, against]
const MATCHES = [
  [0, -24, 'league', 'Roshn Saudi League', 'Al-Ettifaq', 'home', 'completed', 2, 1],
  [0, -17, 'cup', "King's Cup", 'الفتح', 'away', 'completed', 1, 1],
  [0, -10, 'league', 'Roshn Saudi League', 'Al-Taawoun', 'away', 'completed', 0, 2],
  [0, -6, 'friendly', 'Winter friendly', 'الرائد', 'neutral', 'completed', 3, 0],
  [0, -2, 'league', 'Roshn Saudi League', 'Al-Fayha', 'home', 'completed', 1, 0],
  [0, 0, 'league', 'Roshn Saudi League', 'ضمك', 'home', 'live', 1, 0],
  [0, 4, 'league', 'Roshn Saudi League', 'Al-Khaleej', 'home', 'scheduled', null, null],
  [0, 11, 'cup', "King's Cup", 'الشباب', 'away', 'scheduled', null, null],
  [0, 2, 'tournament', 'Riyadh Season Cup', 'Al-Shabab', 'neutral', 'postponed', null, null],
  [0, -30, 'friendly', 'Charity match', 'الاتفاق', 'home', 'cancelled', null, null],
  [3, -9, 'academyLeague', 'دوري النخبة تحت 18', 'Al-Hilal U-18', 'away', 'completed', 4, 2],
  [3, 8, 'academyLeague', 'U-18 Elite League', 'النصر تحت 18', 'home', 'scheduled', null, null],
  [9, -5, 'league', "Saudi Women's Premier League", 'Al-Ittihad Women', 'away', 'completed', 1, 3],
  [6, -3, 'tournament', 'بطولة البراعم الشتوية', 'Al-Ahli U-12', 'neutral', 'completed', 2, 2],
] as const;

const REFEREES = ['Mohammed Al-Hoaish', 'تركي الخضير', 'Khalid Al-Turais', 'فيصل البلوي'];

const VENUES: Record<string, string> = { home: 'Club Stadium', away: 'Opponent stadium', neutral: 'King Fahd International Stadium' };

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
    notes: status === 'postponed' ? 'Postponed by the league for the national team window.' : status === 'cancelled' ? 'أُلغيت لظروف الطقس.' : undefined,
  }));
};
