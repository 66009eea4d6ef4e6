import { f } from './fields';
import type { WorkflowApproval, WorkflowMove } from './rules';
import type { AnyResource } from './resource';

/**
 * The fields of a record that walks an approval route (HR requests, permission and overtime
 * requests, end of service), all kept by the server: where it stands, who must decide next, and
 * the steps with every decision (who, when, what they said) in `approvalTrail`.
 */
export const approvalFields = {
  status: f.enum(['pending', 'approved', 'rejected', 'cancelled'], { readOnly: true }),
  currentStep: f.integer({ readOnly: true }),
  awaitingRoleId: f.reference('roles', { readOnly: true, notifies: 'approval' }),
  awaitingUserId: f.reference('users', { readOnly: true, notifies: 'approval' }),
  decidedAt: f.datetime({ readOnly: true }),
  approvalTrail: f.json({ readOnly: true }),
} as const;

/**
 * The fields of a record whose action is signed on an approval route (an action's
 * `signatures`): the step signing next, its approver, and the signatures so far in `approvalTrail`.
 */
export const signatureFields = {
  currentStep: approvalFields.currentStep,
  awaitingRoleId: approvalFields.awaitingRoleId,
  awaitingUserId: approvalFields.awaitingUserId,
  approvalTrail: approvalFields.approvalTrail,
} as const;

/** The approval fields the engine keeps beside the status (api/src/rules/approvals.ts). */
export const APPROVAL_KEPT_FIELDS = ['currentStep', 'awaitingRoleId', 'awaitingUserId', 'decidedAt', 'approvalTrail'] as const;

/**
 * The workflow of a record walking an approval route, in one line of its declaration:
 * `workflow: approvalWorkflow({ requestType: { field: 'type' }, requesters: ['requesterId', 'employeeId.userId'], madeBy: 'requesterId' })`.
 * Its moves are the record actions approve (the step's approver, a comment optional), reject (the
 * step's approver, with the reason) and cancel (a requester), each while it is pending; the engine
 * decides who may take them and keeps the trail (see WorkflowApproval). The first requester, an own
 * field, is never offered approve or reject by the admin (`notBy`). With `cancelledOnceApproved`,
 * a requester may cancel an approved request too (a leave not begun: the override gives back what
 * its approval took); it is still edited and deleted only while pending.
 */
export const approvalWorkflow = <const A extends WorkflowApproval & { requesters: readonly [string, ...string[]] }>(approval: A, options: { cancelledOnceApproved?: boolean } = {}) =>
  ({
    field: 'status',
    initial: ['pending'],
    final: options.cancelledOnceApproved ? ['rejected', 'cancelled'] : ['approved', 'rejected', 'cancelled'],
    ...(options.cancelledOnceApproved ? { editable: ['pending'], deletable: ['pending'] } : {}),
    approval,
    moves: {
      approve: { from: ['pending'], to: 'approved', permission: 'show', comment: 'optional', notBy: approval.requesters[0] as A['requesters'][0] },
      reject: { from: ['pending'], to: 'rejected', permission: 'show', comment: 'required', notBy: approval.requesters[0] as A['requesters'][0] },
      cancel: { from: options.cancelledOnceApproved ? ['pending', 'approved'] : ['pending'], to: 'cancelled', permission: 'show' },
    },
  }) as const;

/**
 * The workflow of a record prepared before it walks an approval route and carried on after it (a
 * payroll run: computed as a draft, submitted, approved step by step, then locked): a `draft` is
 * edited and deleted, `submit` puts it on its route as its submitter's request (`madeBy`), the
 * route's moves are approvalWorkflow's, and `after` holds the moves from `approved` on, whose states
 * are final like a rejected or cancelled request.
 */
export const preparedApprovalWorkflow = <
  const A extends Omit<WorkflowApproval, 'submit'> & { requesters: readonly [string, ...string[]] },
  const M extends Readonly<Record<string, WorkflowMove & { from: readonly ['approved'] }>>,
>(
  approval: A,
  after: M,
) =>
  ({
    field: 'status',
    initial: ['draft'],
    final: ['rejected', 'cancelled', ...Object.values(after).map((move) => move.to)],
    editable: ['draft'],
    deletable: ['draft'],
    approval: { ...approval, submit: 'submit' },
    moves: { submit: { from: ['draft'], to: 'pending' }, ...approvalWorkflow(approval).moves, ...after },
  }) as const;

/**
 * The rules of who makes an HR request, judged by api/src/overrides/parts/requesters.ts (their
 * words: locales' approvalLabels `requesterRules`): spread into each such resource's `checks`.
 */
export const requesterChecks = {
  requestsForSelf: { kind: 'override', field: 'employeeId' },
  // Declared: the form's picker offers active employees only.
  activeEmployee: { kind: 'refersTo', field: 'employeeId', where: { status: ['active'] } },
} as const;

/** An approval route's step as a request keeps it (its trail), and each decision taken on it: the API writes them, the admin reads them. */
export interface ApprovalStep {
  label: string;
  /** Its Arabic name, when the route gives one (older trails have none). */
  labelAr?: string | null;
  roleId: string | null;
  userId: string | null;
  /** The amount from which the step signs (a route's step for large payments): none, every amount. */
  minimumAmount?: number | null;
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

/**
 * An action signed on a route: a request type routes are made for, a money amount, and the fields
 * the engine keeps the signatures in (signatureFields above).
 */
export const checkSignatures = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const problems: string[] = [];
  for (const [name, { signatures }] of Object.entries(resource.actions ?? {})) {
    if (!signatures) continue;
    const at = `resource '${resource.name}', action '${name}'`;
    const types = all.get('approvalRoutes')?.fields.requestType;
    if (types?.kind !== 'enum' || !types.values.includes(signatures.route)) problems.push(`${at}: signatures route '${signatures.route}' must be a request type of approvalRoutes`);
    if (signatures.amount !== undefined && resource.fields[signatures.amount]?.kind !== 'money') problems.push(`${at}: signatures amount '${signatures.amount}' must name a money field`);
    for (const kept of ['currentStep', 'awaitingRoleId', 'awaitingUserId', 'approvalTrail']) {
      if (!resource.fields[kept]) problems.push(`${at}: a signed action needs the field '${kept}' (spread signatureFields)`);
    }
  }
  return problems;
};
