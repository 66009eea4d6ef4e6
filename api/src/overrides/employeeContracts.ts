import type { Locale } from '../i18n/messages';
import { badRequest, conflict } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, {
  refused: string;
  endNeeded: string;
  order: string;
  overlap: (number: string) => string;
  renewalOrder: (number: string) => string;
  otherEmployee: string;
}> = {
  en: {
    refused: 'The contract cannot be saved this way',
    endNeeded: 'A fixed-term contract has its end date',
    order: 'A contract ends after it starts',
    overlap: (number) => `The employee's contract ${number} is in force on these dates`,
    renewalOrder: (number) => `A renewal starts after ${number} ends`,
    otherEmployee: 'A renewal is of the same employee\'s contract',
  },
  ar: {
    refused: 'لا يمكن حفظ العقد بهذه الطريقة',
    endNeeded: 'للعقد محدد المدة تاريخ انتهاء',
    order: 'ينتهي العقد بعد بدايته',
    overlap: (number) => `عقد الموظف ${number} ساري في هذه التواريخ`,
    renewalOrder: (number) => `يبدأ التجديد بعد انتهاء ${number}`,
    otherEmployee: 'التجديد يكون لعقد الموظف نفسه',
  },
};

// Contracts: a fixed-term one has its end, after its start; one contract in force per employee
// (the employee's row is locked, so two at once take turns); a renewal starts after the contract
// it renews, which then counts as renewed.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    const contract = { ...write.before, ...write.values };
    if (contract.contractType === 'fixedTerm' && !contract.endDate) throw badRequest(m.refused, { endDate: m.endNeeded });
    if (contract.endDate && (contract.endDate as string) <= (contract.startDate as string)) throw badRequest(m.refused, { endDate: m.order });
    await client.query('SELECT 1 FROM "employees" WHERE "id" = $1 FOR UPDATE', [contract.employeeId]);
    if (contract.renewalOfId && (write.action === 'create' || contract.renewalOfId !== write.before?.renewalOfId)) {
      const { rows } = await client.query('SELECT "number", "employee_id" AS "employeeId", "end_date"::text AS "endDate" FROM "employee_contracts" WHERE "id" = $1', [contract.renewalOfId]);
      const renewed = rows[0];
      if (renewed && renewed.employeeId !== contract.employeeId) throw badRequest(m.refused, { renewalOfId: m.otherEmployee });
      if (renewed && renewed.endDate && (contract.startDate as string) <= renewed.endDate) throw badRequest(m.refused, { startDate: m.renewalOrder(renewed.number) });
      await client.query(`UPDATE "employee_contracts" SET "status" = 'renewed', "version" = "version" + 1, "updated_at" = now() WHERE "id" = $1 AND "status" = 'active'`, [contract.renewalOfId]);
    }
    if (contract.status !== 'active') return;
    const { rows: overlapping } = await client.query(
      `SELECT "number" FROM "employee_contracts" WHERE "employee_id" = $1 AND "status" = 'active' AND "id" IS DISTINCT FROM $2
         AND "start_date" <= coalesce($4::date, 'infinity') AND coalesce("end_date", 'infinity') >= $3::date LIMIT 1`,
      [contract.employeeId, write.id ?? null, contract.startDate, contract.endDate ?? null],
    );
    if (overlapping[0]) throw conflict(m.refused, { startDate: m.overlap(overlapping[0].number) });
  },
}));
