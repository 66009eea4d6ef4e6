import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), type, provider, coverage, policy, monthly cost, starts, ends (days from today), status]
const BENEFITS = [
  [0, 'medicalInsurance', 'Bupa Arabia', 'family', 'BUPA-VIP-33810', 2400, -1800, 180, 'active'],
  [1, 'medicalInsurance', 'بوبا العربية', 'family', 'BUPA-A-33811', 1600, -1800, 180, 'active'],
  [3, 'medicalInsurance', 'Tawuniya', 'employeeAndSpouse', 'TAW-B-11209', 900, -900, 180, 'active'],
  [4, 'medicalInsurance', 'التعاونية', 'employee', 'TAW-C-11210', 450, -700, 180, 'active'],
  [19, 'housing', 'Al Olaya Residence', null, null, 12000, -150, 580, 'active'],
  [19, 'ticket', 'Saudia', 'family', null, 1500, -150, 580, 'active'],
  [6, 'tuition', 'مدارس المملكة', null, null, 2000, -300, 60, 'active'],
  [5, 'mobile', 'stc', null, 'STC-BUS-7781', 150, -500, null, 'active'],
  [16, 'transport', 'Careem Business', null, null, 600, -400, -30, 'ended'],
  [9, 'gym', 'Fitness Time', null, null, 200, -200, 165, 'active'],
  [11, 'medicalInsurance', 'Medgulf', 'employee', 'MG-C-99102', 350, -600, 120, 'suspended'],
  [15, 'mobile', 'موبايلي', null, 'MOB-55120', 120, -100, null, 'active'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return BENEFITS.map(([employee, type, provider, coverage, policyNumber, monthlyCost, starts, ends, status]) => ({
    employeeId: employees[employee],
    type,
    provider,
    coverage: coverage ?? undefined,
    policyNumber: policyNumber ?? undefined,
    monthlyCost,
    startDate: ctx.dateFromToday(starts),
    endDate: ends === null ? undefined : ctx.dateFromToday(ends),
    status,
  }));
};
