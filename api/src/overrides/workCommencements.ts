import { defineOverride } from '../server-overrides/define';

// A return from leave names a leave (declared), the employee's approved one; the days late back (after the day
// following its last day) are counted by the server.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const record = { ...write.before, ...write.values };
    write.values.daysLate = 0;
    if (record.kind !== 'returnFromLeave') return;
    const { rows } = await client.query(
      'SELECT "employee_id" AS "employeeId", "status", "start_date"::text AS "startDate", "end_date"::text AS "endDate" FROM "employee_requests" WHERE "id" = $1',
      [record.leaveRequestId],
    );
    const leave = rows[0];
    if (!leave) return;
    if (leave.employeeId !== record.employeeId) throw rules.refuse(write, 'employeesOwnLeave');
    if (leave.status !== 'approved' || !leave.endDate) throw rules.refuse(write, 'leaveApproved');
    if ((record.commencementDate as string) <= leave.startDate) throw rules.refuse(write, 'afterLeaveStarts');
    const due = Date.parse(leave.endDate) + 86_400_000;
    write.values.daysLate = Math.max(0, Math.round((Date.parse(record.commencementDate as string) - due) / 86_400_000));
  },
}));
