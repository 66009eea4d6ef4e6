import type { DemoSeed } from './demo-seed';

// Hassan Al-Yamani (the demo's one former employee) comes back as a bus driver, proposed and
// waiting for the HR manager's decision.
export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const positions = ctx.ids('positions');
  return [
    { employeeId: employees[17], positionId: positions[13], startDate: ctx.dateFromToday(20), reason: 'Reliable record over eleven years; the transport unit needs a driver for the new bus.', status: 'proposed' },
  ];
};
