import { defineOverride } from '../server-overrides/define';
import { entitle } from './parts/leave-entitlements';
import { syncLegacyBalance } from './parts/legacy-balances';

// Leave balances (each the sum of its movements: a declared rollup): every hour the job gives
// everyone in post what their types accrue, grant, carry over and expire
// (api/src/overrides/parts/leave-entitlements.ts), and the employee's own balance column of the
// type's request type follows once the employee's movements are written.
export const override = defineOverride(({ records }) => ({
  schedule: {
    entitle: {
      everyMinutes: 60,
      run: (client, cause) =>
        entitle(records, client, cause, async (employeeId, typeId) => {
          const type = await records.get('leaveTypes', typeId);
          await syncLegacyBalance(records, client, employeeId, type?.requestType, cause);
        }),
    },
  },
}));
