import { clubDay, isDeletableState, isEditableState, isFinalState, moveBetween, type AnyResource, type Workflow, type WorkflowMove } from '@club/schema';
import type { BeforeWriteHook, PendingWrite, Row } from '../crud/crud.service';
import { badRequest, conflict, forbidden } from '../crud/errors';
import type { RuleMessages } from './rule-messages';

/** A value as the API shows it: a Date as its ISO text, a date field's as its day. */
const shown = (value: unknown, kind: string | undefined): unknown => {
  const plain = value instanceof Date ? value.toISOString() : value ?? null;
  return kind === 'date' && typeof plain === 'string' ? plain.slice(0, 10) : plain;
};

/** The fields a write would change (as the API shows them: a date by its day). */
export const changedFields = (resource: AnyResource, before: Row, values: Row): string[] =>
  Object.keys(values).filter((name) => {
    if (name === 'version') return false;
    const kind = resource.fields[name]?.kind;
    return JSON.stringify(shown(before[name], kind)) !== JSON.stringify(shown(values[name], kind));
  });

/** The comment a move was taken with (`{ comment }` of its action), trimmed, at most 500 characters. */
const commentOf = (write: PendingWrite): string => {
  const comment = write.recordAction?.body.comment;
  return typeof comment === 'string' ? comment.trim().slice(0, 500) : '';
};

/**
 * Who may take a move now, as the engine judges it: the reasons it is refused to this person
 * (empty: allowed). `actorId` absent: the system (an effect or a job), which takes any move.
 */
export const moveRefusals = (resource: AnyResource, name: string, move: WorkflowMove, record: Row, actorId: string | undefined, messages: RuleMessages, locale: PendingWrite['locale']): { status: 403 | 409; message: string }[] => {
  const action = messages.action(locale, resource.name, name);
  const refusals: { status: 403 | 409; message: string }[] = [];
  if (move.by === 'effect') {
    // The resource may say what does take it (a credit note cancels an issued invoice), under the move's name in `rules`.
    const to = messages.state(locale, resource.name, resource.workflow!.field, move.to);
    refusals.push({ status: 409, message: messages.hasRule(locale, resource.name, name) ? messages.rule(locale, resource.name, name, { to }) : messages.text(locale, 'byEffect', { to }) });
  }
  if (move.actor && record[move.actor] !== actorId) refusals.push({ status: 403, message: messages.text(locale, 'onlyActor', { action, field: messages.field(locale, resource.name, move.actor) }) });
  // An approval route's requesters are the engine's to judge, with its own words (api/src/rules/approvals.ts).
  if (move.notBy && !resource.workflow!.approval && actorId !== undefined && record[move.notBy] === actorId) refusals.push({ status: 403, message: messages.text(locale, 'notOwn', { action }) });
  return refusals;
};

/** What a move writes beside the state: who took it, when, and the comment. */
const stampsOf = (resource: AnyResource, move: WorkflowMove, write: PendingWrite): Row => {
  const stamps: Row = {};
  const { by, at, comment } = move.stamps ?? {};
  if (by) stamps[by] = write.actor?.id ?? null;
  // A time the write gives itself (an editable field: a boarding recorded afterwards) is kept.
  if (at && write.values[at] == null) stamps[at] = resource.fields[at]?.kind === 'date' ? clubDay() : new Date().toISOString();
  if (comment && write.recordAction) stamps[comment] = commentOf(write) || null;
  return stamps;
};

/**
 * A workflow's rules on every write: a new record starts in an initial state, the state changes
 * only by a declared move (taken by whom it allows, with the comment it asks, stamped), and a
 * record in a final state is neither edited nor deleted. Effects of other writes and jobs (a
 * cause) take any declared move, `by: 'effect'` ones included, and may still write a final record.
 */
export const workflowRule = (resource: AnyResource, messages: RuleMessages): BeforeWriteHook => (write) => {
  const workflow = resource.workflow as Workflow;
  const { field } = workflow;
  const { locale } = write;
  const label = (value: unknown) => messages.state(locale, resource.name, field, value);
  // Why a record is kept as it is: the resource's own words where it has them (`rules.lockedEdit`:
  // "issue a credit note to cancel it"), else the engine's.
  const keptSaying = (own: 'lockedEdit' | 'lockedDelete', generic: 'lockedEdit' | 'finalDelete', state: unknown) =>
    messages.hasRule(locale, resource.name, own) ? messages.rule(locale, resource.name, own, { state: label(state) }) : messages.text(locale, generic, { state: label(state) });
  if (write.action === 'restore') return;
  const before = write.before ?? {};
  if (write.action === 'delete') {
    if (!write.cause && !isDeletableState(workflow, before[field])) throw conflict(keptSaying('lockedDelete', 'finalDelete', before[field]));
    return;
  }
  if (write.action === 'create') {
    const state = (write.values[field] ?? workflow.initial[0]) as string;
    if (!write.cause && !write.asRecorded && !workflow.initial.includes(state)) {
      const message = messages.text(locale, 'startsAs', { states: workflow.initial.map(label).join(' / ') });
      throw badRequest(message, { [field]: message });
    }
    write.values[field] = state;
    // Starting further on is the first state and the move to it at once: its stamps are written.
    const entry = state === workflow.initial[0] ? undefined : moveBetween(workflow, workflow.initial[0]!, state);
    if (entry) Object.assign(write.values, stampsOf(resource, entry[1], write));
    return;
  }
  const from = before[field] as string;
  // A move taken as its record action moves the state even where the field is read-only to clients.
  const named = write.recordAction ? (workflow.moves as Record<string, WorkflowMove>)[write.recordAction.name] : undefined;
  if (named && write.values[field] === undefined) write.values[field] = named.to;
  const to = (write.values[field] ?? from) as string;
  if (from === to) {
    // Past its editable states a record changes through its moves alone (its lines are its override's),
    // one that keeps its state among them (an approval route's next step).
    const edited = write.cause || named || isEditableState(workflow, from) ? [] : changedFields(resource, before, write.values).filter((name) => name in resource.fields);
    if (edited.length > 0) {
      const message = isFinalState(workflow, from) ? messages.text(locale, 'finalEdit', { state: label(from) }) : keptSaying('lockedEdit', 'lockedEdit', from);
      // Told on each field the edit would change.
      throw conflict(message, Object.fromEntries(edited.map((name) => [name, message])));
    }
    return;
  }
  const found = moveBetween(workflow, from, to);
  if (!found) {
    const message = messages.text(locale, 'moveRefused', { field: messages.field(locale, resource.name, field), from: label(from), to: label(to) });
    throw conflict(message, { [field]: message });
  }
  const [name, move] = found;
  if (!write.cause) {
    const [refusal] = moveRefusals(resource, name, move, before, write.actor?.id, messages, locale);
    if (refusal) throw (refusal.status === 403 ? forbidden : conflict)(refusal.message, { [field]: refusal.message });
    const permission = move.permission ?? 'edit';
    if (write.reader && !write.reader.may(resource.name, permission)) {
      const message = messages.text(locale, 'notPermitted', { action: messages.action(locale, resource.name, name) });
      throw forbidden(message, { [field]: message });
    }
    if (move.comment === 'required' && write.recordAction && !commentOf(write)) {
      const message = messages.text(locale, 'commentRequired', { action: messages.action(locale, resource.name, name) });
      throw badRequest(message, { comment: message });
    }
  }
  Object.assign(write.values, stampsOf(resource, move, write));
};
