import type { Action } from './access';

/**
 * The rules a resource declares beside its fields, enforced by the engine on every write (inside
 * its transaction, before the resource's override), offered by the admin as they are enforced, and
 * read by the tests. Each rule has a key; what people read when it refuses is
 * `resources.{name}.rules.{key}` in locales/ (a workflow's moves: their action labels, and the
 * generic "cannot go from … to …").
 */

/** Values a record's fields must hold for a rule to apply: enum values, or true/false for a boolean (for a reference: whether it names a record). */
export type RuleCondition<Field extends string = string> = { readonly [K in Field]?: readonly string[] | boolean };

/**
 * One named move of a workflow: a record action `POST /api/{resource}/{id}/{move}` (its button in
 * the admin, labelled `resources.{name}.actions.{move}`), and the only way the state goes from one
 * of `from` to `to`. An edit that sends the new state (an integrator's PUT) is taken as the move
 * between them, with the same rules.
 */
export interface WorkflowMove<Field extends string = string> {
  from: readonly string[];
  to: string;
  /** The page permission it needs; `edit` when not said. */
  permission?: Action;
  /** Only the user this field names may take it (the task's assignee). */
  actor?: Field;
  /** The user this field names may not (nobody decides their own request). */
  notBy?: Field;
  /** A comment asked of the person moving it, kept in `stamps.comment`. */
  comment?: 'optional' | 'required';
  /** What the move writes: who took it, when, and their comment. */
  stamps?: { by?: Field; at?: Field; comment?: Field };
  /** The move needs one value of the record, asked with the field's input (a refund's amount). */
  asks?: Field;
  /** Also offered in the list's bulk toolbar. */
  bulk?: boolean;
  /**
   * `effect`: taken only as the effect of another record's write or a job (a receipt paying an
   * invoice, a credit note cancelling it): no button, refused to a person, with the generic words
   * or the resource's own `rules.{move}` (what does take it: "issue a credit note").
   */
  by?: 'effect';
}

/** A status field's states and the moves between them. */
export interface Workflow<Field extends string = string, Move extends string = string> {
  /** The enum field holding the state: the admin shows it and never edits it. */
  field: Field;
  /** The states a new record may start in; the first is the default. */
  initial: readonly string[];
  /** States where the record is done: it is neither edited nor deleted. */
  final?: readonly string[];
  /**
   * The only states a record is deleted in (a contract while a draft: one signed is kept, though
   * it still changes); without it, any state but a final one.
   */
  deletable?: readonly string[];
  /**
   * The only states a record is edited in (an invoice while a draft): in the others it changes
   * through its moves and other records' effects alone; without it, any state but a final one.
   */
  editable?: readonly string[];
  moves: { readonly [M in Move]: WorkflowMove<Field> };
  /**
   * The record walks an approval route (approvalRoutes and their steps): its moves `approve`,
   * `reject` and `cancel` are decided by the engine (api/src/rules/approvals.ts), which keeps the
   * request's `currentStep`, `awaitingRoleId`/`awaitingUserId`, `decidedAt` and `approvalTrail`
   * (schema/src/approvals.ts: `approvalFields`, and `approvalWorkflow` declares the whole).
   */
  approval?: WorkflowApproval<Field>;
}

/**
 * An approval route walked by a workflow: a new request takes the steps of its type's active
 * route (none: one step decided by the admin role); each step is approved or rejected by its
 * approver alone (the user named, or an active holder of the role), never by one of the
 * requesters, a rejection with its reason; a requester may cancel while it waits; the request is
 * edited or deleted only before its first decision.
 */
export interface WorkflowApproval<Field extends string = string> {
  /** The type whose route it walks: a field of the record holding it (a leave's type), or one type for every record. */
  requestType: { field: Field } | { value: string };
  /** The field a missing route is told on; the request type's field when not said. */
  typeField?: Field;
  /**
   * The users the request is from, who may cancel it and never decide it: a reference to the users
   * (`'requesterId'`), or one of the record a reference names (`'employeeId.userId'`: the employee's own account).
   */
  requesters: readonly (Field | `${Field}.${string}`)[];
  /** The field set to the user who makes the request, when it is made (or submitted, with `submit`). */
  madeBy?: Field;
  /**
   * The move that puts a prepared record on its route (a payroll run computed as a draft, then
   * submitted): the record starts in the workflow's initial states, edited there by the workflow's
   * rules alone, and walks its route from this move on; the moves after approval (locking it) are
   * the workflow's too. Without it a request is on its route from its creation.
   */
  submit?: string;
}

/** A cross-field or calendar rule; `when` limits it to records in those states. */
export type CheckDefinition<Field extends string = string> = { when?: RuleCondition<Field> } & (
  /**
   * `field` comes after `than` (or on the same moment, with `orSame`): an end after its start; or
   * after a field of the record a reference names (`'renewalOfId.endDate'`: a renewal starts after
   * the contract it renews ends).
   */
  | { kind: 'after'; field: Field; than: Field | `${Field}.${string}`; orSame?: boolean }
  /** A date or time not later than now (the club's today for a date). */
  | { kind: 'notFuture'; field: Field }
  /**
   * A date or time not earlier than now (the club's today for a date): on create, when it changes,
   * or when the record enters `when`'s states (an expired membership is not made active again).
   */
  | { kind: 'notPast'; field: Field }
  /** The field holds a value whenever `when` holds (a cancellation's reason). */
  | { kind: 'required'; field: Field; when: RuleCondition<Field> }
  /**
   * The field is empty whenever `when` holds (an internal letter has no outside party); with
   * `clear`, the engine empties it rather than refusing (minutes late mean nothing unless late).
   */
  | { kind: 'absent'; field: Field; when: RuleCondition<Field>; clear?: boolean }
  /**
   * A number no larger (`atMost`) or no smaller (`atLeast`) than another field, a field of the
   * record a reference names (`'facilityId.capacity'`; empty there: no limit), or a constant.
   */
  | { kind: 'atMost' | 'atLeast'; field: Field; than: Field | `${Field}.${string}` | number }
  /**
   * Exactly one of `of` holds a value (a step decided by a role or by one person; a balance on one
   * side, where a zero is no amount); told on `field`, one of them.
   */
  | { kind: 'exactlyOne'; field: Field; of: readonly Field[] }
  /**
   * The field differs from another, or shares none of its values where either holds several (a
   * team's head coach is not one of its assistants; a transfer goes to another warehouse).
   */
  | { kind: 'differs'; field: Field; than: Field }
  /**
   * A person's age today in whole years, from a date of birth, within `min` and `max` (a player is 4
   * to 45): judged on their entry (create, or the date changing), not as years pass. Its message
   * may name `%{min}` and `%{max}`.
   */
  | { kind: 'age'; field: Field; min?: number; max?: number }
  /**
   * The field holds one of these values (an enum's, or true/false) whenever `when` holds (a driver
   * not active is not available for trips).
   */
  | { kind: 'allowed'; field: Field; values: readonly (string | boolean)[]; when: RuleCondition<Field> }
  /** The record a reference names is in one of these states (an injured player is not entered in a match). */
  | { kind: 'refersTo'; field: Field; where: RuleCondition }
  /**
   * A rule the vocabulary cannot say, judged by the resource's override (api/src/overrides/{name}.ts,
   * through `rules.refuse`): declared here so that its message lives in locales/ like every other
   * and the admin and the API's description know it. `field`: a field or a lines key it is told on.
   */
  | { kind: 'override'; field: Field | string }
);

/** Other resources whose records hold the same thing (a place held by a booking or a training session). */
export interface OverlapWith {
  resource: string;
  /** Their range fields; `per` names the same fields in both. */
  start: string;
  end: string;
  when?: RuleCondition;
}

/** A rule over several records, kept under a lock (and by the database where it can be). */
export type ConstraintDefinition<Field extends string = string> = { when?: RuleCondition<Field> } & (
  /**
   * No two records with the same `per` values have overlapping [start, end) ranges, nor one of
   * them and a record of a resource in `with` (under one lock per `per` values, shared with them).
   */
  | {
      kind: 'noOverlap';
      start: Field;
      end: Field;
      per: readonly Field[];
      with?: readonly OverlapWith[];
      /** An empty end holds from the start on (a contract without an end, a stay not checked out). */
      openEnd?: boolean;
      /** Days counted whole, the end day included: a range ending on the 5th meets one starting on the 5th. */
      inclusive?: boolean;
      /**
       * Fields whose value meets every value of theirs, besides the equal one (`{ gender: 'mixed' }`:
       * a mixed group meets the boys' and the girls'); held under one lock per the other `per` fields.
       */
      wildcard?: Readonly<Partial<Record<Field, string>>>;
    }
  /**
   * At most `max` records per value of `per` (a room's beds): a number, or a field of the record
   * `per` refers to (`{ field: 'capacity' }`; empty: no limit).
   */
  | { kind: 'capacity'; per: Field; max: number | { field: string } }
  /**
   * One record per owner has `flag` set: setting it releases the owner's other one (through the
   * engine), and an owner's record that would leave none flagged is flagged itself.
   */
  | { kind: 'onePrimary'; flag: Field; per: Field }
  /** No two records share these values while `when` holds: a partial unique index. */
  | { kind: 'unique'; fields: readonly Field[] }
);

/**
 * A value of this record kept from other records that refer to it (a fee's count of players), by
 * the engine in the same transaction as the write that changes them. The field is read-only.
 */
export interface RollupDefinition<Field extends string = string> {
  kind: 'count' | 'sum';
  /** The referring resource and its reference to this one. */
  of: string;
  via: string;
  /** The referring records' field summed (`sum`). */
  field?: string;
  /** Only referring records whose fields hold these values. */
  where?: RuleCondition;
  /** This record's field that holds the result. */
  into: Field;
}

/** Whether a record's fields hold a condition's values. */
export const meetsCondition = (record: Readonly<Record<string, unknown>>, condition: RuleCondition | undefined): boolean =>
  Object.entries(condition ?? {}).every(([field, expected]) =>
    typeof expected === 'boolean' ? Boolean(record[field]) === expected : (expected as readonly string[]).includes(record[field] as string),
  );

/** The move that takes a record from one state to another, if the workflow has one. */
/** A resource's checks of one kind on one field (its `absent` checks on `amount`), each once. */
export const checksOn = <K extends CheckDefinition['kind']>(resource: { checks?: Readonly<Record<string, CheckDefinition>> } | undefined, kind: K, field: string): Extract<CheckDefinition, { kind: K }>[] =>
  Object.values(resource?.checks ?? {}).filter((check): check is Extract<CheckDefinition, { kind: K }> => check.kind === kind && 'field' in check && check.field === field);

export const moveBetween = (workflow: Workflow, from: string, to: string): [string, WorkflowMove] | undefined =>
  Object.entries(workflow.moves).find(([, move]) => move.to === to && move.from.includes(from));

/** Whether a state is one the workflow ends in. */
export const isFinalState = (workflow: Workflow | undefined, state: unknown): boolean => Boolean(workflow?.final?.includes(state as string));

/** Whether a record in this state may be edited (beyond its moves): one of `editable` where the workflow lists them, else any state but a final one. */
export const isEditableState = (workflow: Workflow | undefined, state: unknown): boolean =>
  !workflow || (workflow.editable ? workflow.editable.includes(state as string) : !isFinalState(workflow, state));

/** Whether a record in this state may be deleted: one of `deletable` where the workflow lists them, else any state but a final one. */
export const isDeletableState = (workflow: Workflow | undefined, state: unknown): boolean =>
  !workflow || (workflow.deletable ? workflow.deletable.includes(state as string) : !isFinalState(workflow, state));

/** Whether a field holds a value: not empty, not a blank text, not an empty list; for `exactlyOne`'s numbers, not zero either. */
export const holdsValue = (value: unknown, kind?: string): boolean =>
  !(value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0) || (['integer', 'decimal', 'money'].includes(kind ?? '') && Number(value) === 0));

/** Whether two values, each one or several, have one in common (`differs`). */
export const shareValues = (a: unknown, b: unknown): boolean => {
  if (!holdsValue(a) || !holdsValue(b)) return false;
  const others = new Set([b].flat().map(String));
  return [a].flat().some((value) => others.has(String(value)));
};

/** Whether exactly one of an `exactlyOne` check's fields holds a value. */
export const holdsExactlyOne = (resource: { fields: Readonly<Record<string, { kind: string }>> }, fields: readonly string[], record: Readonly<Record<string, unknown>>): boolean =>
  fields.filter((field) => holdsValue(record[field], resource.fields[field]?.kind)).length === 1;
