import type { DemoSeed } from './demo-seed';

type BusType = 'bus' | 'coaster' | 'miniBus' | 'van';
type Status = 'active' | 'inMaintenance' | 'outOfService';

// [number, plate, make, model, year, seats, type, driver (index), status, insurance ends in (days), istimara ends in (days)]
const BUSES: readonly (readonly [string, string, string, string, number, number, BusType, number | undefined, Status, number, number])[] = [
  ['BUS-01', '4821 RSD', 'Mercedes-Benz', 'Tourismo', 2022, 49, 'bus', 0, 'active', 210, 300],
  ['BUS-02', '3390 KSA', 'MAN', "Lion's Coach", 2021, 51, 'bus', 1, 'active', 18, 120],
  ['BUS-03', '7712 BNA', 'Toyota', 'Coaster', 2023, 30, 'coaster', 3, 'active', 400, 22],
  ['BUS-04', '1204 HDL', 'Toyota', 'Coaster', 2020, 30, 'coaster', 6, 'active', 95, 160],
  ['BUS-05', '5530 TRZ', 'Hyundai', 'County', 2022, 25, 'miniBus', 7, 'active', 250, 340],
  ['BUS-06', '6605 JKL', 'King Long', 'XMQ6127', 2019, 50, 'bus', 9, 'active', 60, 28],
  ['BUS-07', '2218 XNA', 'Ford', 'Transit', 2023, 14, 'van', 10, 'active', 330, 290],
  ['BUS-08', '9087 GDS', 'Mercedes-Benz', 'Sprinter', 2021, 19, 'van', 11, 'active', 140, 75],
  ['BUS-09', '3412 LUV', 'Hyundai', 'County', 2024, 25, 'miniBus', undefined, 'active', 500, 480],
  ['BUS-10', '8841 EBR', 'Yutong', 'ZK6122H', 2018, 47, 'bus', undefined, 'inMaintenance', 40, 200],
  ['BUS-11', '1133 AZS', 'Toyota', 'HiAce', 2017, 12, 'van', undefined, 'inMaintenance', 12, 9],
  ['BUS-12', '6029 NHT', 'Isuzu', 'Journey', 2012, 33, 'coaster', undefined, 'outOfService', -30, -45],
];

// The fleet: most buses in service with a regular driver; two in the workshop, one retired. A few
// papers end within the month (the supervisor hears of them), one retired bus's have lapsed.
export const demo: DemoSeed = (ctx) => {
  const drivers = ctx.ids('drivers');
  const supervisor = ctx.ids('users')[5];
  const vehicles = ctx.ids('assets').filter((_, index) => ctx.records('assets')[index]!.type === 'vehicle');
  return BUSES.map(([busNumber, plateNumber, make, model, year, capacity, type, driver, status, insuranceIn, registrationIn], index) => ({
    busNumber,
    plateNumber,
    make,
    model,
    year,
    capacity,
    type,
    driverId: driver === undefined ? undefined : drivers[driver],
    assetId: vehicles[index],
    supervisorId: supervisor,
    status,
    insuranceExpiry: ctx.dateFromToday(insuranceIn),
    registrationExpiry: ctx.dateFromToday(registrationIn),
    notes: status === 'inMaintenance' ? (index % 2 ? 'في ورشة الوكيل لصيانة ناقل الحركة.' : 'Air-conditioning compressor replaced; back next week.') : status === 'outOfService' ? 'Retired from service: awaiting sale by auction.' : undefined,
  }));
};
