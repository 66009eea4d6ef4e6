import type { AnyResource } from './resource';
import type { RuleCondition, Workflow } from './rules';

const TEMPORAL = new Set(['date', 'datetime']);
const NUMERIC = new Set(['integer', 'decimal', 'money']);

/** A condition names enum fields and their values, or boolean fields. */
export const conditionProblems = (resource: AnyResource, condition: RuleCondition | undefined, at: string): string[] =>
  Object.entries(condition ?? {}).flatMap(([name, expected]) => {
    const field = resource.fields[name];
    if (typeof expected === 'boolean') return field?.kind === 'boolean' ? [] : [`${at}: '${name}' must be a boolean field`];
    if (field?.kind !== 'enum') return [`${at}: '${name}' must be an enum field`];
    return (expected ?? []).filter((value) => !field.values.includes(value)).map((value) => `${at}: '${value}' is not a value of '${name}'`);
  });

const fieldProblems = (resource: AnyResource, names: readonly (string | undefined)[], at: string, kinds?: ReadonlySet<string>): string[] =>
  names.flatMap((name) => {
    if (name === undefined) return [];
    const field = resource.fields[name];
    if (!field) return [`${at}: '${name}' is not a field`];
    return kinds && !kinds.has(field.kind) ? [`${at}: '${name}' must be one of ${[...kinds].join(', ')}`] : [];
  });

/** The fields the engine keeps on a record walking an approval route, and their kinds (schema/src/approvals.ts: approvalFields). */
const APPROVAL_FIELDS: Readonly<Record<string, string>> = { currentStep: 'integer', awaitingRoleId: 'reference', awaitingUserId: 'reference', decidedAt: 'datetime', approvalTrail: 'json' };

/**
 * An approval workflow (rules.ts WorkflowApproval): its states and moves are the engine's
 * (pending, then approve, reject or cancel), the fields it keeps are there, the request type is
 * an enum field or one type of the routes, and the requesters name users.
 */
const approvalProblems = (resource: AnyResource, workflow: Workflow, all: ReadonlyMap<string, AnyResource>, at: string): string[] => {
  const approval = workflow.approval!;
  const problems: string[] = [];
  const statuses = ['pending', 'approved', 'rejected', 'cancelled'];
  if (workflow.field !== 'status') problems.push(`${at}: the state of a request is its 'status' (approvalFields)`);
  const field = resource.fields[workflow.field];
  if (field?.kind === 'enum' && statuses.some((status) => !field.values.includes(status))) problems.push(`${at}: '${workflow.field}' must hold ${statuses.join(', ')}`);
  const moves = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' } as const;
  for (const [name, to] of Object.entries(moves)) {
    const move = workflow.moves[name];
    // A cancel may also take back an approval (approvalWorkflow's `cancelledOnceApproved`).
    const from = name === 'cancel' ? ['pending', 'pending,approved'] : ['pending'];
    if (!move || move.to !== to || !from.includes(move.from.join())) problems.push(`${at}: the move '${name}' goes from pending to ${to}`);
    if (move?.actor || move?.by || move?.stamps) problems.push(`${at}: who takes '${name}' and what it writes are the engine's (no actor, by or stamps)`);
  }
  const others = Object.keys(workflow.moves).filter((name) => !(name in moves) && name !== approval.submit);
  if (!approval.submit) {
    if (workflow.initial.join() !== 'pending') problems.push(`${at}: a request starts pending, and only so`);
    if (others.length) problems.push(`${at}: no move besides approve, reject and cancel (${others.join(', ')})`);
  } else {
    // A prepared record: submitted from its initial states onto its route; after it, moves the route never takes.
    const submit = workflow.moves[approval.submit];
    if (workflow.initial.includes('pending')) problems.push(`${at}: a prepared record starts before its route, not pending`);
    if (!submit || submit.to !== 'pending' || submit.from.some((state) => !workflow.initial.includes(state))) problems.push(`${at}: submit '${approval.submit}' goes from the initial states to pending`);
    for (const name of others) {
      const move = workflow.moves[name]!;
      if (move.from.includes('pending') || statuses.includes(move.to)) problems.push(`${at}: the move '${name}' neither leaves pending nor takes a decision's state`);
    }
  }
  for (const [name, kind] of Object.entries(APPROVAL_FIELDS)) {
    if (resource.fields[name]?.kind !== kind || !resource.fields[name]?.readOnly) problems.push(`${at}: '${name}' must be a read-only ${kind} field (approvalFields)`);
  }
  const routes = all.get('approvalRoutes');
  const types = routes?.fields.requestType;
  if (!routes || types?.kind !== 'enum') problems.push(`${at}: the resource approvalRoutes with its enum requestType is needed`);
  if ('value' in approval.requestType) {
    if (types?.kind === 'enum' && !types.values.includes(approval.requestType.value)) problems.push(`${at}: '${approval.requestType.value}' is not a requestType of approvalRoutes`);
  } else {
    const own = resource.fields[approval.requestType.field];
    if (own?.kind !== 'enum') problems.push(`${at}: requestType '${approval.requestType.field}' must be an enum field`);
    else if (types?.kind === 'enum') for (const value of own.values.filter((candidate) => !types.values.includes(candidate))) problems.push(`${at}: '${value}' of '${approval.requestType.field}' is not a requestType of approvalRoutes`);
  }
  problems.push(...fieldProblems(resource, [approval.typeField], at));
  if (approval.requesters.length === 0) problems.push(`${at}: requesters names nobody`);
  const usersAt = (target: AnyResource | undefined, name: string, where: string) => {
    const reference = target?.fields[name];
    return reference?.kind === 'reference' && reference.target === 'users' ? [] : [`${where}: '${name}' must refer to the users`];
  };
  for (const path of approval.requesters) {
    const [own, ofTarget] = path.split('.') as [string, string | undefined];
    if (!ofTarget) problems.push(...usersAt(resource, own, at));
    else {
      const reference = resource.fields[own];
      if (reference?.kind !== 'reference') problems.push(`${at}: requester '${path}': '${own}' must be a reference`);
      else problems.push(...usersAt(all.get(reference.target), ofTarget, `${at}: requester '${path}'`));
    }
  }
  if (approval.madeBy) {
    problems.push(...usersAt(resource, approval.madeBy, at));
    if (!resource.fields[approval.madeBy]?.readOnly) problems.push(`${at}: '${approval.madeBy}' is set by the engine, so it must be readOnly`);
  }
  return problems;
};

/** The declared rules (rules.ts) name the resource's fields, values and other resources rightly. */
export const checkRules = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const problems: string[] = [];
  const base = `resource '${resource.name}'`;
  const workflow = resource.workflow;
  if (workflow) {
    const at = `${base}, workflow`;
    const field = resource.fields[workflow.field];
    if (field?.kind !== 'enum') problems.push(`${at}: '${workflow.field}' must be an enum field`);
    const states = field?.kind === 'enum' ? new Set<string>(field.values) : new Set<string>();
    const state = (value: string, where: string) => (states.has(value) ? [] : [`${where}: '${value}' is not a state of '${workflow.field}'`]);
    if (workflow.initial.length === 0) problems.push(`${at}: initial names no state`);
    for (const value of [...workflow.initial, ...(workflow.final ?? []), ...(workflow.deletable ?? []), ...(workflow.editable ?? [])]) problems.push(...state(value, at));
    if (field?.kind === 'enum' && field.default !== undefined && field.default !== workflow.initial[0]) problems.push(`${at}: the field's default must be the first initial state`);
    for (const [name, move] of Object.entries(workflow.moves)) {
      const where = `${at}, move '${name}'`;
      if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`${where}: the name must be lower-case words joined by '-' (it is a URL segment)`);
      for (const value of [...move.from, move.to]) problems.push(...state(value, where));
      for (const from of move.from) if (workflow.final?.includes(from)) problems.push(`${where}: '${from}' is final, nothing moves out of it`);
      problems.push(...fieldProblems(resource, [move.actor, move.notBy], where, new Set(['reference'])));
      problems.push(...fieldProblems(resource, [move.stamps?.by], where, new Set(['reference'])));
      problems.push(...fieldProblems(resource, [move.stamps?.at], where, TEMPORAL));
      problems.push(...fieldProblems(resource, [move.stamps?.comment], where, new Set(['text', 'longText'])));
      // An approval's decisions keep theirs in the request's trail.
      if (move.comment && !move.stamps?.comment && !workflow.approval) problems.push(`${where}: a comment needs stamps.comment to keep it`);
      if (move.by === 'effect' && (move.comment || move.asks || move.bulk)) problems.push(`${where}: a move taken by effects asks nothing and has no button`);
    }
  }
  if (workflow?.approval) problems.push(...approvalProblems(resource, workflow, all, `${base}, workflow approval`));
  for (const [key, check] of Object.entries(resource.checks ?? {})) {
    const at = `${base}, check '${key}'`;
    problems.push(...conditionProblems(resource, check.when, at));
    if (check.kind === 'after') {
      const [own, ofTarget] = check.than.split('.');
      const comparable = new Set([...TEMPORAL, 'time', ...NUMERIC]);
      problems.push(...fieldProblems(resource, [check.field], at, comparable), ...fieldProblems(resource, [own], at, ofTarget ? new Set(['reference']) : comparable));
      const field = own ? resource.fields[own] : undefined;
      if (ofTarget && field?.kind === 'reference') problems.push(...fieldProblems(all.get(field.target)!, [ofTarget], at, comparable));
    }
    else if (check.kind === 'notFuture' || check.kind === 'notPast') problems.push(...fieldProblems(resource, [check.field], at, TEMPORAL));
    else if (check.kind === 'override') {
      if (!resource.fields[check.field] && !resource.lines?.[check.field] && !['comment', 'version'].includes(check.field)) problems.push(`${at}: '${check.field}' is neither a field nor a lines key`);
    } else if (check.kind === 'required' || check.kind === 'absent') problems.push(...fieldProblems(resource, [check.field], at));
    else if (check.kind === 'refersTo') {
      problems.push(...fieldProblems(resource, [check.field], at, new Set(['reference'])));
      const field = resource.fields[check.field];
      const target = field?.kind === 'reference' ? all.get(field.target) : undefined;
      if (target) problems.push(...conditionProblems(target, check.where, at));
    } else if (check.kind === 'exactlyOne') {
      problems.push(...fieldProblems(resource, check.of, at));
      if (!check.of.includes(check.field)) problems.push(`${at}: '${check.field}' must be one of 'of'`);
      if (check.of.length < 2) problems.push(`${at}: 'of' names two fields or more`);
    } else if (check.kind === 'age') problems.push(...fieldProblems(resource, [check.field], at, new Set(['date'])));
    else if (check.kind === 'allowed') {
      problems.push(...fieldProblems(resource, [check.field], at, new Set(['enum', 'boolean'])));
      const field = resource.fields[check.field];
      if (field?.kind === 'boolean' && !check.values.every((value) => typeof value === 'boolean')) problems.push(`${at}: a flag's values are true or false`);
      if (field?.kind === 'enum') problems.push(...conditionProblems(resource, { [check.field]: check.values as readonly string[] }, at));
    } else if (check.kind === 'differs') problems.push(...fieldProblems(resource, [check.field, check.than], at));
    else {
      const [own, ofTarget] = typeof check.than === 'string' ? check.than.split('.') : [];
      problems.push(...fieldProblems(resource, [check.field], at, NUMERIC), ...fieldProblems(resource, [own], at, ofTarget ? new Set(['reference']) : NUMERIC));
      const field = own ? resource.fields[own] : undefined;
      if (ofTarget && field?.kind === 'reference') problems.push(...fieldProblems(all.get(field.target)!, [ofTarget], at, NUMERIC));
    }
  }
  for (const [key, constraint] of Object.entries(resource.constraints ?? {})) {
    const at = `${base}, constraint '${key}'`;
    problems.push(...conditionProblems(resource, constraint.when, at));
    if (constraint.kind === 'noOverlap') {
      // Whole numbers are ranges of whole years or places when both ends count (inclusive).
      problems.push(...fieldProblems(resource, [constraint.start, constraint.end], at, new Set([...TEMPORAL, 'time', ...(constraint.inclusive ? ['integer'] : [])])), ...fieldProblems(resource, constraint.per, at));
      for (const [field, value] of Object.entries(constraint.wildcard ?? {})) {
        const declared = resource.fields[field];
        if (!constraint.per.includes(field)) problems.push(`${at}: wildcard '${field}' is not one of per`);
        else if (declared?.kind !== 'enum' || !declared.values.includes(String(value))) problems.push(`${at}: wildcard '${field}' is an enum field holding '${String(value)}'`);
      }
      for (const other of constraint.with ?? []) {
        const target = all.get(other.resource);
        if (!target) problems.push(`${at}: with '${other.resource}' is no resource`);
        else problems.push(...fieldProblems(target, [other.start, other.end, ...constraint.per], at), ...conditionProblems(target, other.when, at));
      }
    }
    if (constraint.kind === 'onePrimary') problems.push(...fieldProblems(resource, [constraint.flag], at, new Set(['boolean'])), ...fieldProblems(resource, [constraint.per], at, new Set(['reference'])));
    if (constraint.kind === 'unique') problems.push(...fieldProblems(resource, constraint.fields, at));
    if (constraint.kind === 'capacity') {
      problems.push(...fieldProblems(resource, [constraint.per], at, new Set(['reference'])));
      const target = resource.fields[constraint.per];
      if (typeof constraint.max === 'object' && target?.kind === 'reference') {
        const parent = all.get(target.target);
        if (!NUMERIC.has(parent?.fields[constraint.max.field]?.kind ?? '')) problems.push(`${at}: max '${constraint.max.field}' must be a number field of '${target.target}'`);
      }
    }
  }
  for (const [key, rollup] of Object.entries(resource.rollups ?? {})) {
    const at = `${base}, rollup '${key}'`;
    problems.push(...fieldProblems(resource, [rollup.into], at, NUMERIC));
    const child = all.get(rollup.of);
    const via = child?.fields[rollup.via];
    if (!child) problems.push(`${at}: '${rollup.of}' is no resource`);
    else {
      if (via?.kind !== 'reference' || via.target !== resource.name) problems.push(`${at}: '${rollup.of}.${rollup.via}' must refer to '${resource.name}'`);
      if (rollup.kind === 'sum') problems.push(...fieldProblems(child, [rollup.field ?? '(field)'], at, NUMERIC));
      problems.push(...conditionProblems(child, rollup.where, at));
    }
    if (resource.fields[rollup.into] && !resource.fields[rollup.into]!.readOnly) problems.push(`${at}: '${rollup.into}' is kept by the engine, so it must be readOnly`);
  }
  return problems;
};
