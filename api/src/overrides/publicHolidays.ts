import { calendarDaysOf } from '@club/schema';
import { defineOverride } from '../server-overrides/define';

// Public holidays (their days in order: declared): the year of the first day, which the list is
// filtered by, and how many days it lasts, derived.
export const override = defineOverride(() => ({
  beforeWrite: (write) => {
    if (write.action === 'delete') return;
    const holiday = { ...write.before, ...write.values };
    if (!holiday.firstDay || !holiday.lastDay) return;
    const [first, last] = [String(holiday.firstDay).slice(0, 10), String(holiday.lastDay).slice(0, 10)];
    Object.assign(write.values, { year: Number(first.slice(0, 4)), days: last >= first ? calendarDaysOf(first, last) : null });
  },
}));
