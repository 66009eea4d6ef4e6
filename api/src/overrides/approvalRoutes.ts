import type { Locale } from '../i18n/messages';
import { badRequest, conflict } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; noSteps: string; oneApprover: string; activeExists: (name: string) => string }> = {
  en: {
    refused: 'The approval route cannot be saved this way',
    noSteps: 'A route has at least one step',
    oneApprover: 'Each step is decided by a role or by one person: choose exactly one',
    activeExists: (name) => `This type of request already follows the active route "${name}": deactivate it first`,
  },
  ar: {
    refused: 'لا يمكن حفظ مسار الموافقة بهذه الطريقة',
    noSteps: 'للمسار خطوة واحدة على الأقل',
    oneApprover: 'يبت في كل خطوة دور أو شخص واحد: اختر أحدهما فقط',
    activeExists: (name) => `يتبع هذا النوع من الطلبات المسار المفعّل «${name}»: أوقفه أولًا`,
  },
};

// A route has steps, each with exactly one approver: a role or a person; a type has one active
// route at most. Requests already on their way keep the steps they started with.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, lines, locale }, client) => {
    if (action === 'delete' || !lines) return;
    const m = MESSAGES[locale];
    const route = { ...before, ...values };
    if (route.active !== false) {
      // One active route per type, under concurrent writes too.
      await client.query('LOCK TABLE "approval_routes" IN SHARE ROW EXCLUSIVE MODE');
      const { rows } = await client.query('SELECT "name" FROM "approval_routes" WHERE "request_type" = $1 AND "active" AND "id" IS DISTINCT FROM $2 LIMIT 1', [route.requestType, id ?? null]);
      if (rows[0]) throw conflict(m.refused, { requestType: m.activeExists(rows[0].name) });
    }
    const steps = lines.steps ?? [];
    if (steps.length === 0) throw badRequest(m.refused, { steps: m.noSteps });
    steps.forEach((step, index) => {
      if (Boolean(step.approverRoleId) === Boolean(step.approverUserId)) throw badRequest(m.refused, { [`steps.${index}.approverRoleId`]: m.oneApprover });
    });
  },
}));
