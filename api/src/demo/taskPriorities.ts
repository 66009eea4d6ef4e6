import type { DemoSeed } from './demo-seed';

// [priority, English, Arabic, colour, due within days]
const PRIORITIES: readonly (readonly [string, string, string, string, number])[] = [
  ['low', 'Low', 'منخفضة', 'grey', 30],
  ['medium', 'Medium', 'متوسطة', 'blue', 14],
  ['high', 'High', 'عالية', 'amber', 5],
  ['critical', 'Critical', 'حرجة', 'red', 1],
];

export const demo: DemoSeed = () => PRIORITIES.map(([priority, name, nameAr, color, responseDays]) => ({ priority, name, nameAr, color, responseDays }));
