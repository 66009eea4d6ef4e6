import type { Pool } from 'pg';
import type { CrudService } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { SecretBox } from '../integrations/secret-box';
import type { Outbox } from '../outbox/outbox';
import type { RuleMessages } from '../rules/rule-messages';
import type { RuleRefusals } from '../rules/refusals';
import { stampOnIssue } from './invoice-stamping';
import { onboard, type OnboardingSeller } from './onboarding';
import type { Scheduler } from '../scheduler';
import { resendJob, type ZatcaMessage } from './resend-job';
import { ZATCA_KIND, ZatcaTransport } from './zatca-transport';
import { ZatcaSettingsStore } from './zatca-settings';

/** The resource ZATCA's e-invoicing signs and sends, and the outbox's (whose messages carry it). */
const INVOICES = 'invoices';
const NOTIFICATIONS = 'notifications';
/** The job that sends again what the outbox gave up on. */
export const RESEND_JOB = 'zatca.resend';

export interface Zatca {
  settings: ZatcaSettingsStore;
  /** Onboards the unit with the Fatoora portal's one-time password, or resumes one cut short (onboarding.ts). */
  onboard(otp: string | undefined, seller: OnboardingSeller, by?: string): Promise<void>;
}

/**
 * ZATCA phase 2 beside the invoices' own rules (registered after them: it signs what they
 * computed): the stamp on issue, the message that sends the invoice through the outbox in the same
 * transaction, a delivery round once it committed, and the outbox's transport to the Fatoora API.
 */
export const installZatca = (deps: { crud: CrudService; records: Records; outbox: Outbox; scheduler: Scheduler; pool: Pool; secrets: SecretBox; rules: RuleRefusals; messages: RuleMessages }): Zatca => {
  const { crud, outbox } = deps;
  const send: ZatcaMessage = {
    enqueue: async (client, invoice) => {
      await outbox.enqueue(client, { channel: 'zatca', kind: ZATCA_KIND, recipient: 'ZATCA', subject: invoice.number, body: invoice.id });
    },
  };
  const settings = new ZatcaSettingsStore(deps.pool, deps.secrets);
  crud.beforeWrite(stampOnIssue({ invoices: () => crud.table(INVOICES), settings, rules: deps.rules }), { resources: [INVOICES] });
  let queued = false;
  crud.onWrite(
    async ({ action, before, after }, client) => {
      if (action === 'delete' || after?.zatcaStatus !== 'pending' || before?.zatcaStatus === 'pending') return;
      await send.enqueue(client, { id: String(after.id), number: String(after.number ?? '') });
      queued = true;
    },
    { resources: [INVOICES] },
  );
  crud.onCommitted(() => {
    if (!queued) return;
    queued = false;
    outbox.wake();
  }, { resources: [INVOICES] });
  deps.scheduler.add(RESEND_JOB, resendJob(() => crud.table(INVOICES), () => crud.table(NOTIFICATIONS), send));
  outbox.useTransport('zatca', new ZatcaTransport({ resource: INVOICES, records: deps.records, settings, messages: deps.messages }));
  return { settings, onboard: (otp, seller, by) => onboard(settings, otp, seller, by) };
};
