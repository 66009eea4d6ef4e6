import type { DemoSeed } from './demo-seed';

// [writer (index of the demo users), kind, subject, details, anonymous, status, response]
const FEEDBACK = [
  [19, 'suggestion', 'Flexible hours in Ramadan', 'Could the finance team start at 10:00 during Ramadan like the academy?', false, 'resolved', 'Approved for all office staff from next Ramadan.'],
  [30, 'complaint', 'تكييف صالة البنات', 'التكييف في صالة أكاديمية البنات لا يعمل منذ أسبوعين.', false, 'resolved', 'تم إصلاح الضاغط وتحديث جدول الصيانة.'],
  [5, 'grievance', 'Overtime not paid', 'Match-day overtime from last month is missing from the payroll.', true, 'underReview', null],
  [15, 'praise', 'شكر لفريق الصيانة', 'سرعة استجابة فريق الصيانة ليلة المباراة كانت ممتازة.', false, 'closed', 'شكرًا، تم إبلاغ الفريق.'],
  [28, 'suggestion', 'Arabic-first newsletter', 'Send the internal newsletter in Arabic first.', false, 'received', null],
  [1, 'complaint', 'Parking for staff', 'Visitors use the staff car park on match days.', true, 'underReview', null],
  [37, 'grievance', 'رحلات متأخرة', 'جدول الرحلات يتجاوز ساعات العمل دون احتساب إضافي.', false, 'received', null],
  [4, 'suggestion', 'Coach education budget', 'A yearly budget per coach for courses.', false, 'resolved', 'Added to next year\'s training budget.'],
  [11, 'praise', 'Recruitment portal', 'The new job posting page saves us hours.', false, 'closed', null],
  [6, 'complaint', 'Warehouse access', 'Storekeepers cannot reach the kit store on Saturdays.', true, 'received', null],
  [2, 'suggestion', 'تدريب على النظام', 'ورشة قصيرة للموظفين الجدد على النظام الإداري.', false, 'received', null],
  [3, 'grievance', 'Office space', 'The executive office meeting room is often booked by others.', false, 'closed', 'A booking rule was added for the room.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return FEEDBACK.map(([writer, kind, subject, details, anonymous, status, response]) => ({ kind, subject, details, anonymous, status, response: response ?? undefined, $by: users[writer] }));
};
