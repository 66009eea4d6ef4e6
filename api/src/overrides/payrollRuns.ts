import { causeOf } from '../crud/cause';
import { recordRecovery } from '../payroll/advances';
import { computeRun } from '../payroll/compute-run';
import { monthEndOf } from '../payroll/month-records';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { halalasOrZero } from './parts/money';

// A payroll run: its workflow (draft, the payroll route, locked), its totals, one regular run a
// month and one under way at a time, and its posting are declared. Here: a correction is of the
// month it corrects; the `compute` action computes its payslips in its own transaction, stamped
// with who and when (a draft whose month changes is to be computed again); it is submitted only as
// computed (its payslips those its totals count); a deleted draft takes its payslips with it;
// locking records each advance instalment on its advance.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write) => {
    const { action, before, values } = write;
    if (action === 'delete') {
      for (const payslip of await records.find('payslips', { payrollRunId: write.id })) await records.delete('payslips', String(payslip.id), causeOf(write));
      return;
    }
    const run = { ...before, ...values };
    if (run.correctsId && (action !== 'update' || 'correctsId' in values || 'month' in values)) {
      const [corrected] = await records.find('payrollRuns', { id: run.correctsId });
      if (corrected && corrected.month !== run.month) throw rules.refuse(write, 'correctsSameMonth', { month: String(corrected.month) });
    }
    if (action === 'create' && !values.payDate) values.payDate = monthEndOf(String(run.month));
    if (write.recordAction?.name === 'compute') Object.assign(values, { computedById: write.actor?.id ?? null, computedAt: new Date().toISOString() });
    else if (action === 'update' && 'month' in values && values.month !== before?.month) Object.assign(values, { computedById: null, computedAt: null });
    // Submitted as computed: a run back from the trash lost its payslips, one whose month changed holds another month's.
    if (action === 'update' && values.status === 'pending' && before?.status === 'draft') {
      const payslips = await records.find('payslips', { payrollRunId: write.id });
      if (!run.computedAt || payslips.length !== Number(run.employeeCount ?? 0)) throw rules.refuse(write, 'computedFirst', {}, 409);
    }
  },
  afterWrite: async (event, client) => {
    const { action, after, before } = event;
    const cause = causeOf(event);
    if (action === 'update' && event.recordAction?.name === 'compute') await computeRun(client, records, after!, cause);
    if (action === 'update' && after?.status === 'locked' && before?.status !== 'locked') {
      for (const payslip of await records.find('payslips', { payrollRunId: event.id, advanceInstalment_gt: 0 })) {
        await recordRecovery(records, String(payslip.employeeId), halalasOrZero(payslip.advanceInstalment), cause);
      }
    }
  },
  recordActions: { compute: editAction('compute') },
}));
