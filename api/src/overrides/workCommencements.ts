import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; leaveNeeded: string; notApproved: string; otherEmployee: string; beforeEnd: string }> = {
  en: {
    refused: 'The commencement cannot be recorded this way',
    leaveNeeded: 'A return from leave names the leave',
    notApproved: 'Only an approved leave is returned from',
    otherEmployee: 'The leave is another employee\'s',
    beforeEnd: 'The return comes after the leave starts',
  },
  ar: {
    refused: 'لا يمكن تسجيل المباشرة بهذه الطريقة',
    leaveNeeded: 'تحدد المباشرة بعد الإجازة الإجازةَ نفسها',
    notApproved: 'لا مباشرة إلا بعد إجازة معتمدة',
    otherEmployee: 'الإجازة لموظف آخر',
    beforeEnd: 'تأتي المباشرة بعد بداية الإجازة',
  },
};

// A return from leave names the employee's approved leave; the days late back (after the day
// following its last day) are counted by the server.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    const record = { ...write.before, ...write.values };
    write.values.daysLate = 0;
    if (record.kind !== 'returnFromLeave') return;
    if (!record.leaveRequestId) throw badRequest(m.refused, { leaveRequestId: m.leaveNeeded });
    const { rows } = await client.query(
      'SELECT "employee_id" AS "employeeId", "status", "start_date"::text AS "startDate", "end_date"::text AS "endDate" FROM "employee_requests" WHERE "id" = $1',
      [record.leaveRequestId],
    );
    const leave = rows[0];
    if (!leave) return;
    if (leave.employeeId !== record.employeeId) throw badRequest(m.refused, { leaveRequestId: m.otherEmployee });
    if (leave.status !== 'approved' || !leave.endDate) throw badRequest(m.refused, { leaveRequestId: m.notApproved });
    if ((record.commencementDate as string) <= leave.startDate) throw badRequest(m.refused, { commencementDate: m.beforeEnd });
    const due = Date.parse(leave.endDate) + 86_400_000;
    write.values.daysLate = Math.max(0, Math.round((Date.parse(record.commencementDate as string) - due) / 86_400_000));
  },
}));
