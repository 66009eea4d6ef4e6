import { defineOverride } from '../server-overrides/define';

// (A course ends on or after it starts: declared.) Over its lines (the vocabulary judges one record at a time): Its enrolments never pass its seats, and name
// each employee once; `enrolled` counts them (withdrawals aside).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values, lines } = write;
    if (action === 'delete' || !lines) return;
    const course = { ...before, ...values };
    const enrolments = (lines.enrolments ?? []).filter((line) => line.status !== 'withdrawn');
    if (enrolments.length > Number(course.seats)) throw rules.refuse(write, 'seatsEnough', { seats: Number(course.seats) });
    const seen = new Set<unknown>();
    (lines.enrolments ?? []).forEach((line, index) => {
      if (seen.has(line.employeeId)) throw rules.refuse(write, 'enrolledOnce', {}, 400, [`enrolments.${index}.employeeId`]);
      seen.add(line.employeeId);
    });
    values.enrolled = enrolments.length;
  },
}));
