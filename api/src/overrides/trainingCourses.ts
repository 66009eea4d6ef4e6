import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

// Rules over the lines written with the course (the vocabulary judges one record at a time).
const MESSAGES: Record<Locale, { refused: string; full: (seats: number) => string; twice: string }> = {
  en: { refused: 'The course cannot be saved this way', full: (seats) => `The course has ${seats} seats`, twice: 'An employee is enrolled once' },
  ar: { refused: 'لا يمكن حفظ الدورة بهذه الطريقة', full: (seats) => `مقاعد الدورة ${seats}`, twice: 'يُسجَّل الموظف في الدورة مرة واحدة' },
};

// (A course ends on or after it starts: declared.) Its enrolments never pass its seats, and name
// each employee once; `enrolled` counts them (withdrawals aside).
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, lines, locale }) => {
    if (action === 'delete' || !lines) return;
    const m = MESSAGES[locale];
    const course = { ...before, ...values };
    const enrolments = (lines.enrolments ?? []).filter((line) => line.status !== 'withdrawn');
    if (enrolments.length > Number(course.seats)) throw badRequest(m.refused, { enrolments: m.full(Number(course.seats)) });
    const seen = new Set<unknown>();
    (lines.enrolments ?? []).forEach((line, index) => {
      if (seen.has(line.employeeId)) throw badRequest(m.refused, { [`enrolments.${index}.employeeId`]: m.twice });
      seen.add(line.employeeId);
    });
    values.enrolled = enrolments.length;
  },
}));
