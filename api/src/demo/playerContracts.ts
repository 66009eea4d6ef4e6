import type { DemoSeed } from './demo-seed';

// [player (place in the squad), type, start, end (days from today), monthly salary, signing bonus, release clause, status, agent]
const CONTRACTS = [
  [0, 'professional', -1500, -400, 45_000, 150_000, 5_000_000, 'expired', 'Fahad Al-Otaibi (SAFF licensed)'],
  [0, 'professional', -399, 700, 60_000, 300_000, 8_000_000, 'active', 'Fahad Al-Otaibi (SAFF licensed)'],
  [1, 'professional', -500, 150, 35_000, 100_000, 3_000_000, 'active', undefined],
  [1, 'professional', 151, 1200, 40_000, 120_000, 4_000_000, 'draft', undefined],
  [2, 'professional', -700, 40, 28_000, 50_000, 2_000_000, 'active', 'وكالة النخبة الرياضية'],
  [3, 'professional', -300, 25, 30_000, 0, 1_500_000, 'active', undefined],
  [6, 'professional', -200, 900, 55_000, 250_000, 10_000_000, 'active', 'Elite Sports Agency'],
  [7, 'loan', -120, 245, 90_000, 0, undefined, 'active', 'Carlos Mendes (FIFA agent)'],
  [13, 'professional', -600, 500, 18_000, 0, 800_000, 'terminated', undefined],
  [14, 'amateur', -250, 480, 3_000, 0, undefined, 'active', undefined],
  [20, 'youth', -330, 400, 6_000, 10_000, 500_000, 'active', undefined],
  [21, 'youth', -100, 630, 6_000, 10_000, 500_000, 'active', undefined],
  [25, 'scholarship', -150, 580, 1_500, 0, undefined, 'active', 'ولي الأمر'],
  [26, 'scholarship', -150, 580, 1_500, 0, undefined, 'active', undefined],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return CONTRACTS.map(([place, type, start, end, monthlySalary, signingBonus, releaseClause, status, agentName]) => ({
    playerId: players[place],
    type,
    startDate: ctx.dateFromToday(start),
    endDate: ctx.dateFromToday(end),
    monthlySalary,
    signingBonus,
    releaseClause,
    agentName,
    clauses: type === 'loan' ? 'Loan from Fluminense with an option to buy at the end of the season.' : type === 'scholarship' ? 'منحة دراسية ورياضية تشمل السكن والتعليم.' : 'Image rights 50/50; performance bonus per appearance.',
    status,
  }));
};
