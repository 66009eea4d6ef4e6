import type { DemoSeed } from './demo-seed';

type Vehicle = 'car' | 'van' | 'bus' | 'truck' | 'motorcycle';
type Purpose = 'visit' | 'delivery' | 'contractor' | 'staff' | 'teamBus' | 'emergency';
type Gate = 'main' | 'north' | 'south' | 'vip' | 'staff';

// [plate, type, make, colour, driver, purpose, gate, hours from now in, hours inside (none: still in)]
const ENTRIES: readonly (readonly [string, Vehicle, string, string, string, Purpose, Gate, number, number | null])[] = [
  ['1234 ABD', 'car', 'Toyota Camry', 'White', 'فهد الرويلي', 'visit', 'main', -290, 2],
  ['5678 HRS', 'car', 'Lexus ES', 'Black', 'Saleh Al-Hazmi', 'visit', 'vip', -218, 2],
  ['4321 KSA', 'van', 'Hyundai H1', 'Silver', 'مندوب سمسا', 'delivery', 'south', -150, 1],
  ['8765 RUH', 'truck', 'Isuzu NPR', 'White', 'عبدالرحمن الشمري', 'contractor', 'south', -126, 8],
  ['2468 JED', 'bus', 'Mercedes Tourismo', 'Blue', 'Ramesh Nair', 'teamBus', 'staff', -100, 5],
  ['1357 DMM', 'car', 'Nissan Patrol', 'Grey', 'خالد البقمي', 'visit', 'vip', -74, 2],
  ['9753 TBK', 'motorcycle', 'Honda CB', 'Red', 'مندوب هنقرستيشن', 'delivery', 'north', -50, 1],
  ['3579 ABH', 'car', 'Chevrolet Tahoe', 'Black', 'Omar Siddiqui', 'visit', 'north', -27, 1],
  ['6420 MKH', 'van', 'Ford Transit', 'White', 'وفد أكاديمية الأحساء', 'visit', 'main', -26, 3],
  ['1122 EMR', 'car', 'Toyota Land Cruiser', 'White', 'الهلال الأحمر', 'emergency', 'main', -20, 1],
  ['3344 STF', 'car', 'Kia K5', 'Blue', 'Karim Haddad', 'staff', 'staff', -9, null],
  ['5566 MJD', 'car', 'Hyundai Sonata', 'Silver', 'ماجد الحربي', 'visit', 'main', -3, null],
  ['7788 PHL', 'van', 'Toyota Hiace', 'White', 'Ahmed Kamal', 'contractor', 'south', -2, null],
  ['9900 BUS', 'bus', 'MAN Lion', 'Green', 'Jose Santos', 'teamBus', 'staff', -1, null],
];

export const demo: DemoSeed = (ctx) =>
  ENTRIES.map(([plateNumber, vehicleType, make, color, driverName, purpose, gate, hoursIn, hoursInside], index) => ({
    plateNumber,
    vehicleType,
    make,
    color,
    driverName,
    driverPhone: `+966 5${index % 10} 620 ${String(3000 + index)}`,
    purpose,
    gate,
    invitationId: purpose === 'visit' ? ctx.pick('invitations') : null,
    entryAt: ctx.timeFromNow(hoursIn),
    exitAt: hoursInside === null ? null : ctx.timeFromNow(hoursIn + hoursInside),
  }));
