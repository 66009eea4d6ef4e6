import type { DemoSeed } from './demo-seed';

// Set up after the demo's tasks, whose statuses are drawn at random: the limit is the office's rule
// for new moves.
export const after = ['tasks'];

// [status, English, Arabic, colour, work-in-progress limit]
const STATES: readonly (readonly [string, string, string, string, number | undefined])[] = [
  ['backlog', 'Backlog', 'قائمة الانتظار', 'grey', undefined],
  ['todo', 'To do', 'للتنفيذ', 'blue', undefined],
  ['in progress', 'In progress', 'قيد التنفيذ', 'amber', 15],
  ['done', 'Done', 'منجزة', 'green', undefined],
  ['canceled', 'Cancelled', 'ملغاة', 'red', undefined],
];

export const demo: DemoSeed = () => STATES.map(([status, name, nameAr, color, wipLimit], position) => ({ status, name, nameAr, color, wipLimit, position }));
