import type { PoolClient } from 'pg';
import type { BeforeWriteHook, PendingWrite } from '../../crud/crud.service';
import { badRequest, conflict, forbidden } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';
import type { RecordAction } from '../../server-overrides/record-actions';
import { requestersOf } from './requesters';

// The approval engine of HR requests (leave, permission, overtime, end of service): a request
// takes the steps of its type's active route when it is made, and each step's approver decides in
// turn through the record actions approve and reject; the requester may cancel while it waits.
// Every decision is kept in the request's `approvalTrail` (who, when, what they said), in the same
// transaction as the status it leads to.

export interface ApprovalStep {
  label: string;
  roleId: string | null;
  userId: string | null;
}

export interface ApprovalDecision {
  step: number;
  decision: 'approved' | 'rejected' | 'cancelled';
  byId: string;
  /** The decider's name as it was then: the trail reads the same after a rename or a deletion. */
  byName: string;
  at: string;
  comment: string | null;
}

export interface ApprovalTrail {
  /** The route the steps were copied from; null when no route was set (an administrator's one step). */
  routeId: string | null;
  steps: ApprovalStep[];
  decisions: ApprovalDecision[];
}

type Row = Record<string, unknown>;

const MESSAGES: Record<Locale, {
  refused: string;
  noRoute: string;
  administrator: string;
  notPending: (status: string) => string;
  decided: string;
  notYours: string;
  ownRequest: string;
  onlyRequester: string;
  commentNeeded: string;
  commentTooLong: string;
}> = {
  en: {
    refused: 'The request cannot be decided this way',
    noRoute: 'No active approval route is set for this type of request (HR settings → Approval routes)',
    administrator: 'Administrator',
    notPending: (status) => `The request is already ${status}`,
    decided: 'A request can be changed only before its first decision',
    notYours: 'This step is not yours to decide',
    ownRequest: 'Nobody decides their own request',
    onlyRequester: 'Only the person who made the request may cancel it',
    commentNeeded: 'Say why the request is rejected',
    commentTooLong: 'At most 1000 characters',
  },
  ar: {
    refused: 'لا يمكن البت في الطلب بهذه الطريقة',
    noRoute: 'لا يوجد مسار موافقة مفعّل لهذا النوع من الطلبات (إعدادات المسارات)',
    administrator: 'المسؤول',
    notPending: (status) => `الطلب ${status} مسبقًا`,
    decided: 'لا يتغير الطلب إلا قبل أول قرار فيه',
    notYours: 'ليس لك البت في هذه الخطوة',
    ownRequest: 'لا يبت أحد في طلبه بنفسه',
    onlyRequester: 'لا يلغي الطلب إلا من قدّمه',
    commentNeeded: 'اذكر سبب رفض الطلب',
    commentTooLong: '1000 حرف على الأكثر',
  },
};

const STATUS_LABELS: Record<Locale, Record<string, string>> = {
  en: { approved: 'approved', rejected: 'rejected', cancelled: 'cancelled' },
  ar: { approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
};

const awaiting = (step: ApprovalStep | undefined) => ({ awaitingRoleId: step?.roleId ?? null, awaitingUserId: step?.userId ?? null });

/**
 * On create: the route of `requestType` (active), its steps copied into the request, status
 * pending at step 1; without a route, one step decided by the admin role.
 */
export const startApproval = async (client: PoolClient, write: PendingWrite, requestType: string, typeField: string): Promise<void> => {
  const m = MESSAGES[write.locale];
  const { rows: routes } = await client.query<{ id: string }>('SELECT "id" FROM "approval_routes" WHERE "request_type" = $1 AND "active"', [requestType]);
  const route = routes[0];
  const { rows: steps } = route
    ? await client.query<ApprovalStep>(
        'SELECT "label", "approver_role_id" AS "roleId", "approver_user_id" AS "userId" FROM "approval_steps" WHERE "approval_route_id" = $1 ORDER BY "position"',
        [route.id],
      )
    : { rows: [] };
  // Before HR sets a route for the type, an administrator decides: no request is stuck or lost.
  if (!route || steps.length === 0) {
    const { rows: admins } = await client.query<{ id: string }>(`SELECT "id" FROM "roles" WHERE "key" = 'admin'`);
    if (!admins[0]) throw badRequest(m.refused, { [typeField]: m.noRoute });
    steps.splice(0, steps.length, { label: m.administrator, roleId: admins[0].id, userId: null });
  }
  const trail: ApprovalTrail = { routeId: route?.id ?? null, steps, decisions: [] };
  Object.assign(write.values, { status: 'pending', currentStep: 1, ...awaiting(steps[0]), decidedAt: null, approvalTrail: trail });
  if (write.action === 'create') write.values.requesterId = write.actor?.id ?? null;
};

/** A plain edit (no action): only while the request waits for its first decision. */
export const guardEdit = (write: PendingWrite): void => {
  const before = write.before!;
  const trail = before.approvalTrail as ApprovalTrail | null;
  if (before.status !== 'pending' || (trail?.decisions.length ?? 0) > 0) throw conflict(MESSAGES[write.locale].decided, { status: MESSAGES[write.locale].decided });
};

const commentOf = (body: Row, required: boolean, locale: Locale): string | null => {
  const m = MESSAGES[locale];
  const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
  if (comment.length > 1000) throw badRequest(m.refused, { comment: m.commentTooLong });
  if (required && !comment) throw badRequest(m.refused, { comment: m.commentNeeded });
  return comment || null;
};

/** Whether the actor is the approver of the step: the person named, or a holder of the role. */
const mayDecide = async (client: PoolClient, step: ApprovalStep, actorId: string): Promise<boolean> => {
  if (step.userId) return step.userId === actorId;
  const { rows } = await client.query('SELECT 1 FROM "users" WHERE "id" = $1 AND "role_id" = $2 AND "status" = \'active\'', [actorId, step.roleId]);
  return rows.length > 0;
};

/**
 * Carries out approve, reject or cancel on a request (the write's record action), completing the
 * write's values. `requesters`: the accounts the request is from (who made it, the employee's
 * own), who may cancel it and may not decide it. Answers whether this decision approved the
 * request finally, for the resource's effects (a balance, an employee's status) to follow in the
 * same transaction.
 */
export const decide = async (client: PoolClient, write: PendingWrite, requesters: readonly unknown[]): Promise<'approved' | undefined> => {
  const { before, actor, locale, recordAction } = write;
  const m = MESSAGES[locale];
  const status = before!.status as string;
  if (status !== 'pending') throw conflict(m.notPending(STATUS_LABELS[locale][status] ?? status), { status: m.notPending(STATUS_LABELS[locale][status] ?? status) });
  const trail = structuredClone(before!.approvalTrail as ApprovalTrail);
  const stepNumber = before!.currentStep as number;
  const step = trail.steps[stepNumber - 1]!;
  const now = new Date().toISOString();
  const actorId = actor?.id ?? '';
  const { rows: deciders } = await client.query<{ name: string }>(`SELECT trim(concat_ws(' ', "first_name", "last_name")) AS "name" FROM "users" WHERE "id" = $1`, [actorId]);
  const byName = deciders[0]?.name ?? '';
  const name = recordAction!.name;
  if (name === 'cancel') {
    if (!requesters.includes(actorId)) throw forbidden(m.onlyRequester);
    trail.decisions.push({ step: stepNumber, decision: 'cancelled', byId: actorId, byName, at: now, comment: commentOf(recordAction!.body, false, locale) });
    Object.assign(write.values, { status: 'cancelled', ...awaiting(undefined), decidedAt: now, approvalTrail: trail });
    return undefined;
  }
  if (requesters.includes(actorId)) throw forbidden(m.ownRequest);
  if (!(await mayDecide(client, step, actorId))) throw forbidden(m.notYours);
  const rejected = name === 'reject';
  trail.decisions.push({ step: stepNumber, decision: rejected ? 'rejected' : 'approved', byId: actorId, byName, at: now, comment: commentOf(recordAction!.body, rejected, locale) });
  if (rejected) {
    Object.assign(write.values, { status: 'rejected', ...awaiting(undefined), decidedAt: now, approvalTrail: trail });
    return undefined;
  }
  const next = trail.steps[stepNumber];
  if (next) {
    Object.assign(write.values, { currentStep: stepNumber + 1, ...awaiting(next), approvalTrail: trail });
    return undefined;
  }
  Object.assign(write.values, { status: 'approved', ...awaiting(undefined), decidedAt: now, approvalTrail: trail });
  return 'approved';
};

/**
 * The record actions of an approvable resource: each reads the request as the caller may see it
 * and writes the decision through the resource's rules (which call `decide`). The version read
 * makes two decisions of the same step at once a 409 for the second, never two decisions.
 */
export const approvalActions = (): Record<'approve' | 'reject' | 'cancel', RecordAction> => {
  // Who may take each one now: the step's approver (not a requester) decides, a requester cancels.
  const refusal = (name: string): RecordAction['refusal'] => async ({ resource, record, actorId, locale }, client) => {
    const m = MESSAGES[locale];
    const requesters = await requestersOf(client, { resource, action: 'update', before: record, values: {}, locale });
    if (name === 'cancel') return requesters.includes(actorId) ? undefined : m.onlyRequester;
    if (requesters.includes(actorId)) return m.ownRequest;
    const step = (record.approvalTrail as ApprovalTrail | null)?.steps[Number(record.currentStep) - 1];
    return step && (await mayDecide(client, step, actorId)) ? undefined : m.notYours;
  };
  const action = (name: string): RecordAction => ({
    refusal: refusal(name),
    run: async ({ resource, id, body, actor, reader, locale }, crud) => {
      const request = await crud.getOne(resource, id, locale, reader);
      const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
      // The answer keeps to the caller's fields; the decider sees the request as they left it,
      // though it may now be out of their scope (with the next approver).
      return crud.update(resource, id, { version: request.version }, locale, { actor, reader, mayLeaveScope: true, recordAction: { name, body: given } });
    },
  });
  return { approve: action('approve'), reject: action('reject'), cancel: action('cancel') };
};

/** What makes one kind of request: its own checks, its request type, and what its last approval does. */
export interface ApprovableRules {
  /** The request type whose route it walks, and the field a missing route is told on. */
  requestType: (record: Record<string, unknown>) => string;
  typeField: string;
  /** Checks and derived values of a new or edited request (the write's values may be completed). */
  check: (write: PendingWrite, client: PoolClient, record: Record<string, unknown>) => Promise<void>;
  /** Effects of the last approval, in its transaction (a leave's days off the balance). */
  onApproved?: (client: PoolClient, record: Record<string, unknown>, locale: Locale) => Promise<void>;
}

/**
 * The before-write rules of an approvable resource: a decision (approve, reject, cancel) through
 * `decide`; an edit or a delete only before the first decision; a new request (or one whose type
 * changed) put on its route.
 */
export const approvableRequest = (rules: ApprovableRules): BeforeWriteHook => async (write, client) => {
  if (write.action === 'delete') return guardEdit(write);
  if (write.recordAction) {
    if ((await decide(client, write, await requestersOf(client, write))) === 'approved') await rules.onApproved?.(client, write.before!, write.locale);
    return;
  }
  if (write.action === 'update') guardEdit(write);
  const record = { ...write.before, ...write.values };
  await rules.check(write, client, record);
  // Back from the trash (only a request waiting for its first decision is deleted): judged as a
  // new one, but its route and trail stay as they were, no approval started again.
  if (write.action === 'restore') return;
  const type = rules.requestType(record);
  if (write.action === 'create' || type !== rules.requestType(write.before ?? {})) await startApproval(client, write, type, rules.typeField);
};
