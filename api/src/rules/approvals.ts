import type { AnyResource, WorkflowApproval } from '@club/schema';
import type { BeforeWriteHook, PendingWrite, Row } from '../crud/crud.service';
import { badRequest, conflict, forbidden } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { RecordAction } from '../server-overrides/record-actions';
import type { RuleMessages } from './rule-messages';
import { approverOf, deciderName, routeSteps } from './route-steps';
import type { ApprovalStep, ApprovalTrail } from '@club/schema';

// The approval route a declared workflow walks (schema/src/rules.ts, `workflow.approval`): a
// request takes the steps of its type's active route when it is made, and each step's approver
// decides in turn through the moves approve and reject; a requester may cancel while it waits.
// Every decision is kept in the request's `approvalTrail` (who, when, what they said), in the same
// transaction as the status it leads to. What a final approval does (a leave's days off the
// balance) is the resource's override's, which asks `isFinalApproval(write)`.

/** The moves an approval workflow declares (schema/src/approvals.ts: approvalWorkflow). */
const DECISIONS = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' } as const;
type Decision = keyof typeof DECISIONS;
const isDecision = (name: string | undefined): name is Decision => name !== undefined && Object.hasOwn(DECISIONS, name);

const awaiting = (step: ApprovalStep | undefined) => ({ awaitingRoleId: step?.roleId ?? null, awaitingUserId: step?.userId ?? null });

/**
 * Whether this write is the decision that approved the request finally (its last step approved):
 * its effects follow in its transaction. An approval workflow's state is `status` (rules-check).
 */
export const isFinalApproval = (write: Pick<PendingWrite, 'recordAction' | 'values' | 'before'>): boolean =>
  write.recordAction?.name === 'approve' && write.values.status === 'approved' && write.before?.status !== 'approved';

/** The request type whose route a record walks. */
const requestTypeOf = (approval: WorkflowApproval, record: Row): string =>
  'value' in approval.requestType ? approval.requestType.value : String(record[approval.requestType.field] ?? '');

/** The field a missing route is told on. */
const typeFieldOf = (approval: WorkflowApproval): string =>
  approval.typeField ?? ('field' in approval.requestType ? approval.requestType.field : 'status');

/**
 * The engine's part of approval workflows: the moves' rules and the trail, for one resource. The
 * same judgement serves the write and `GET /api/{name}/{id}/actions` (through each move's record
 * action's `refusal`), so the admin offers approve and reject to the step's approver only and
 * cancel to a requester only.
 */
export class Approvals {
  private readonly approval: WorkflowApproval;

  constructor(
    private readonly resource: AnyResource,
    private readonly records: Records,
    private readonly messages: RuleMessages,
  ) {
    this.approval = resource.workflow!.approval!;
  }

  private say(locale: Locale, key: Parameters<RuleMessages['text']>[1]): string {
    return this.messages.text(locale, key);
  }

  /** The users a request is from (who made it, the employee's own account): they may cancel it, never decide it. */
  async requestersOf(record: Row): Promise<string[]> {
    const found: string[] = [];
    for (const path of this.approval.requesters) {
      const [own, ofTarget] = path.split('.') as [string, string | undefined];
      const value = record[own];
      if (value === null || value === undefined) continue;
      if (!ofTarget) {
        found.push(String(value));
        continue;
      }
      const field = this.resource.fields[own];
      if (field?.kind !== 'reference') continue;
      const [target] = await this.records.find(field.target, { id: value }, { limit: 1 });
      if (target?.[ofTarget] !== null && target?.[ofTarget] !== undefined) found.push(String(target[ofTarget]));
    }
    return found;
  }

  /**
   * Why this user may not take a decision on the request now (nothing when they may), with the
   * status it answers: 403 not theirs to take.
   */
  async refusal(name: Decision, record: Row, actorId: string | undefined, locale: Locale): Promise<string | undefined> {
    // The system (an effect, a job) decides as the route would: no person's rule applies.
    if (actorId === undefined) return undefined;
    const requesters = await this.requestersOf(record);
    if (name === 'cancel') return requesters.includes(actorId) ? undefined : this.say(locale, 'approvalOnlyRequester');
    if (requesters.includes(actorId)) return this.say(locale, 'approvalOwnRequest');
    const step = (record.approvalTrail as ApprovalTrail | null)?.steps[Number(record.currentStep) - 1];
    return step && (await approverOf(this.records, step, actorId)) ? undefined : this.say(locale, 'approvalNotYours');
  }

  /**
   * A new request (or one whose type changed) on its type's active route, its steps copied into
   * the request, pending at step 1; without a route, one step decided by the admin role.
   */
  private async start(write: PendingWrite, record: Row): Promise<void> {
    const type = requestTypeOf(this.approval, record);
    const { routeId, steps } = await routeSteps(this.records, type);
    // Before HR sets a route for the type, an administrator decides: no request is stuck or lost.
    if (steps.length === 0) {
      const [admin] = await this.records.find('roles', { key: 'admin' }, { limit: 1 });
      if (!admin) {
        const message = this.say(write.locale, 'approvalNoRoute');
        throw badRequest(message, { [typeFieldOf(this.approval)]: message });
      }
      steps.push({ label: this.say(write.locale, 'approvalAdministrator'), roleId: String(admin.id), userId: null });
    }
    const trail: ApprovalTrail = { routeId, steps, decisions: [] };
    Object.assign(write.values, { [this.resource.workflow!.field]: 'pending', currentStep: 1, ...awaiting(steps[0]), decidedAt: null, approvalTrail: trail });
    if ((write.action === 'create' || this.isSubmission(write)) && this.approval.madeBy) write.values[this.approval.madeBy] = write.actor?.id ?? null;
  }

  /** A plain edit or a delete: only while the request waits for its first decision. */
  private guardEdit(write: PendingWrite): void {
    const before = write.before!;
    const trail = before.approvalTrail as ApprovalTrail | null;
    if (before[this.resource.workflow!.field] !== 'pending' || (trail?.decisions.length ?? 0) > 0) {
      const message = this.say(write.locale, 'approvalDecided');
      throw conflict(message, { [this.resource.workflow!.field]: message });
    }
  }

  /** The comment a decision is taken with: at most 1000 characters, needed to reject. */
  private commentOf(write: PendingWrite, required: boolean): string | null {
    const given = write.recordAction?.body.comment;
    const comment = typeof given === 'string' ? given.trim() : '';
    if (comment.length > 1000) {
      const message = this.say(write.locale, 'approvalCommentTooLong');
      throw badRequest(message, { comment: message });
    }
    if (required && !comment) {
      const message = this.say(write.locale, 'approvalCommentNeeded');
      throw badRequest(message, { comment: message });
    }
    return comment || null;
  }

  /** Carries out approve, reject or cancel (the write's record action), completing the write's values. */
  private async decide(write: PendingWrite, name: Decision): Promise<void> {
    const before = write.before!;
    const field = this.resource.workflow!.field;
    // Pending, or a state the move also leaves (a cancel taking back an approval, where declared).
    if (!this.resource.workflow!.moves[name]?.from.includes(String(before[field]))) {
      const message = this.messages.text(write.locale, 'notNow', {
        action: this.messages.action(write.locale, this.resource.name, name),
        state: `“${this.messages.state(write.locale, this.resource.name, field, before[field])}”`,
      });
      throw conflict(message, { [field]: message });
    }
    const actorId = write.actor?.id;
    const refusal = await this.refusal(name, before, actorId, write.locale);
    if (refusal) throw forbidden(refusal);
    const trail = structuredClone(before.approvalTrail as ApprovalTrail);
    const stepNumber = Number(before.currentStep);
    const now = new Date().toISOString();
    const byName = await deciderName(this.records, actorId);
    const decision = DECISIONS[name];
    trail.decisions.push({ step: stepNumber, decision, byId: actorId ?? '', byName, at: now, comment: this.commentOf(write, name === 'reject') });
    const next = name === 'approve' ? trail.steps[stepNumber] : undefined;
    if (next) Object.assign(write.values, { [field]: 'pending', currentStep: stepNumber + 1, ...awaiting(next), approvalTrail: trail });
    else Object.assign(write.values, { [field]: decision, ...awaiting(undefined), decidedAt: now, approvalTrail: trail });
  }

  /** Whether this write submits a prepared record (`approval.submit`) to its route. */
  private isSubmission(write: PendingWrite): boolean {
    return this.approval.submit !== undefined && write.action === 'update' && write.recordAction?.name === this.approval.submit;
  }

  /**
   * Whether the workflow alone judges this write of a prepared record (`approval.submit`): a new
   * one, one still prepared or gone past its route (locked), each but its submission; and a move
   * taken after its approval (lock). The route judges the rest.
   */
  private outsideRoute(write: PendingWrite): boolean {
    if (!this.approval.submit) return false;
    if (write.action === 'create') return true;
    const workflow = this.resource.workflow!;
    const state = String(write.before?.[workflow.field]);
    const name = write.recordAction?.name;
    if (workflow.initial.includes(state)) return name !== this.approval.submit;
    if (state !== 'pending' && !Object.values(DECISIONS).includes(state as (typeof DECISIONS)[Decision])) return true;
    return name !== undefined && !isDecision(name) && Object.hasOwn(workflow.moves, name);
  }

  /**
   * The approval's rules on every write, before the workflow's: a decision through `decide`; an
   * edit or a delete only before the first decision; a new request (or one whose type changed)
   * put on its route. A request back from the trash (only one waiting for its first decision is
   * deleted) keeps its route and trail.
   */
  rule(): BeforeWriteHook {
    return async (write) => {
      if (write.action === 'restore' || this.outsideRoute(write)) return;
      if (this.isSubmission(write)) return this.start(write, { ...write.before, ...write.values });
      if (write.action === 'delete') return this.guardEdit(write);
      const name = write.recordAction?.name;
      if (write.action === 'update' && isDecision(name)) return this.decide(write, name);
      // Another record's effect may still write what the server keeps on a decided request (an advance's recovery).
      if (write.action === 'update' && !write.cause) this.guardEdit(write);
      const record = { ...write.before, ...write.values };
      if (write.action === 'create' || requestTypeOf(this.approval, record) !== requestTypeOf(this.approval, write.before ?? {})) await this.start(write, record);
    };
  }

  /**
   * A decision as a record action: the request read as the caller may see it, the decision written
   * through the resource's rules. The version read makes two decisions of one step at once a 409
   * for the second, never two decisions; the decider sees the request as they left it, though it
   * may now be out of their scope (with the next approver).
   */
  action(name: Decision): RecordAction {
    return {
      refusal: ({ record, actorId, locale }) => this.refusal(name, record, actorId, locale),
      run: async ({ resource, id, body, actor, reader, locale }, crud) => {
        const request = await crud.getOne(resource, id, locale, reader);
        const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
        return crud.update(resource, id, { version: request.version }, locale, { actor, reader, mayLeaveScope: true, recordAction: { name, body: given } });
      },
    };
  }
}

/** The record actions of an approval workflow's moves. */
export const approvalMoves = (approvals: Approvals): Record<Decision, RecordAction> => ({
  approve: approvals.action('approve'),
  reject: approvals.action('reject'),
  cancel: approvals.action('cancel'),
});
