import type { AnyResource, ApprovalStep, ApprovalTrail, RecordActionDefinition } from '@club/schema';
import type { BeforeWriteHook, PendingWrite, Row } from '../crud/crud.service';
import { forbidden } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { RecordAction } from '../server-overrides/record-actions';
import { approverOf, deciderName, routeSteps } from './route-steps';
import type { RuleMessages } from './rule-messages';
import { changedFields } from './workflow';

// An action signed on an approval route before it takes effect (schema/src/resource.ts
// `signatures`: a payment voucher's confirmation, by amount). The record carries the steps it must
// be signed on from the moment it is written (so everyone sees who signs next), each signature in
// its `approvalTrail` (who, when, their comment); the step's approver takes the action in turn,
// and the resource's override does what it means at the last signature (`signedInFull`).

const awaiting = (step: ApprovalStep | undefined) => ({ awaitingRoleId: step?.roleId ?? null, awaitingUserId: step?.userId ?? null });
const KEPT = ['currentStep', 'awaitingRoleId', 'awaitingUserId', 'approvalTrail'];

/**
 * Whether this write is the signed action's last signature (or the action signed on no route):
 * what it means follows now. Any other write of the action leaves a step awaiting.
 */
export const signedInFull = (write: Pick<PendingWrite, 'values'>): boolean => !write.values.awaitingRoleId && !write.values.awaitingUserId;

export class Signatures {
  private readonly signatures: NonNullable<RecordActionDefinition['signatures']>;
  private readonly action: RecordActionDefinition;

  constructor(
    private readonly resource: AnyResource,
    private readonly name: string,
    private readonly records: Records,
    private readonly messages: RuleMessages,
  ) {
    this.action = resource.actions![name]!;
    this.signatures = this.action.signatures!;
  }

  /**
   * Whether the action may be taken on the record as it stands (its `when`): only then is it
   * signed. A value not yet set (a new record's state, set by its override) is taken as open.
   */
  private open(record: Row, unsetIsOpen = false): boolean {
    return Object.entries(this.action.when ?? {}).every(([field, values]) => (unsetIsOpen && record[field] == null) || (values as readonly string[]).includes(String(record[field])));
  }

  /** The steps the record is signed on, as its amount is now: pending at the first, or none. */
  private async start(record: Row): Promise<Row> {
    const amount = this.signatures.amount ? record[this.signatures.amount] : undefined;
    const { routeId, steps } = this.open(record, true) ? await routeSteps(this.records, this.signatures.route, amount) : { routeId: null, steps: [] };
    if (steps.length === 0) return { currentStep: null, ...awaiting(undefined), approvalTrail: null };
    const trail: ApprovalTrail = { routeId, steps, decisions: [] };
    return { currentStep: 1, ...awaiting(steps[0]), approvalTrail: trail };
  }

  /**
   * Why this person may not sign the record now (nothing when they may, or when no signature is
   * asked): the requester's rule first, then the step's approver, then one signature a person.
   */
  async refusal(record: Row, actorId: string | undefined, locale: Locale): Promise<string | undefined> {
    if (actorId === undefined) return undefined;
    const label = this.messages.action(locale, this.resource.name, this.name);
    const notBy = this.action.notBy;
    if (notBy && record[notBy] === actorId) return this.messages.text(locale, 'notOwn', { action: label });
    const trail = (record.approvalTrail as ApprovalTrail | null) ?? ((await this.start(record)).approvalTrail as ApprovalTrail | null);
    if (!trail) return undefined;
    const number = Number(record.currentStep ?? 1);
    const step = trail.steps[number - 1];
    if (!step) return undefined;
    if (!(await approverOf(this.records, step, actorId))) {
      return this.messages.text(locale, 'signatureNotYours', { action: label, step: locale === 'ar' && step.labelAr ? step.labelAr : step.label });
    }
    if (trail.decisions.some((decision) => decision.byId === actorId)) return this.messages.text(locale, 'signatureTwice');
    return undefined;
  }

  /** A signature by the step's approver: the next step awaits it, or, the last one, the action takes effect. */
  private async sign(write: PendingWrite): Promise<void> {
    const before = write.before!;
    const started = before.approvalTrail ? {} : await this.start(before);
    const record = { ...before, ...started };
    const trail = structuredClone(record.approvalTrail as ApprovalTrail | null);
    if (!trail) return; // no route, or no step for the amount: taken at once
    if (!write.cause) {
      const refusal = await this.refusal(record, write.actor?.id, write.locale);
      if (refusal) throw forbidden(refusal, { [this.resource.workflow?.field ?? 'status']: refusal });
    }
    const number = Number(record.currentStep ?? 1);
    const comment = typeof write.recordAction?.body.comment === 'string' ? write.recordAction.body.comment.trim().slice(0, 1000) || null : null;
    trail.decisions.push({ step: number, decision: 'approved', byId: write.actor?.id ?? '', byName: await deciderName(this.records, write.actor?.id), at: new Date().toISOString(), comment });
    const next = trail.steps[number];
    Object.assign(write.values, next ? { currentStep: number + 1, ...awaiting(next), approvalTrail: trail } : { currentStep: number, ...awaiting(undefined), approvalTrail: trail });
  }

  /**
   * On every write, before the override: a new record, or one edited (its amount may have
   * changed), takes its steps afresh, earlier signatures set aside (the audit trail keeps them); the
   * signed action signs. Registered again after the overrides (`closing`): a record the write takes
   * out of the action's states (a voucher canceled) awaits nobody.
   */
  rule(): BeforeWriteHook {
    return async (write) => {
      if (write.action === 'delete' || write.action === 'restore' || write.cause) return;
      if (write.recordAction?.name === this.name) return this.sign(write);
      if (write.recordAction) return;
      const edited = write.action === 'create' || changedFields(this.resource, write.before ?? {}, write.values).some((field) => field in this.resource.fields && !KEPT.includes(field));
      if (edited) Object.assign(write.values, await this.start({ ...write.before, ...write.values }));
    };
  }

  closing(): BeforeWriteHook {
    return (write) => {
      if (write.action === 'delete' || write.action === 'restore' || write.recordAction?.name === this.name) return;
      if (!this.open({ ...write.before, ...write.values })) Object.assign(write.values, awaiting(undefined));
    };
  }

  /** The action's refusal for `GET /api/{name}/{id}/actions` (the admin offers it to the step's approver only). */
  refusalOf(): NonNullable<RecordAction['refusal']> {
    return ({ record, actorId, locale }) => this.refusal(record, actorId, locale);
  }
}
