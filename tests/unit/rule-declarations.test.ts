import { approvalFields, approvalWorkflow, defineResource, f, moveBetween, meetsCondition, preparedApprovalWorkflow } from '@club/schema';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../support/registry-problems';

// The registry reads the declared rules (schema/src/rules.ts) as it reads fields: a rule that
// names a field, a state or a resource that is not there stops the start with a clear problem.
const rooms = defineResource({
  name: 'rooms',
  route: '/rooms',
  menu: { group: 'facilities', icon: 'Bed' },
  recordRepresentation: 'name',
  fields: { name: f.text({ required: true }), beds: f.integer(), guests: f.integer({ readOnly: true }) },
  list: { columns: ['name'], sort: ['name', 'ASC'] },
  rollups: { guests: { kind: 'count', of: 'stays', via: 'roomId', into: 'guests', where: { status: ['in'] } } },
});

const stays = defineResource({
  name: 'stays',
  route: '/stays',
  menu: { group: 'facilities', icon: 'Bed' },
  recordRepresentation: 'guest',
  fields: {
    guest: f.text({ required: true }),
    roomId: f.reference('rooms', { required: true }),
    arrives: f.date({ required: true }),
    leaves: f.date(),
    status: f.enum(['booked', 'in', 'out'], { required: true, default: 'booked' }),
    checkedInById: f.reference('users', { readOnly: true }),
    reason: f.text(),
  },
  list: { columns: ['guest'], sort: ['guest', 'ASC'] },
  workflow: {
    field: 'status',
    initial: ['booked'],
    final: ['out'],
    moves: { 'check-in': { from: ['booked'], to: 'in', stamps: { by: 'checkedInById' } }, 'check-out': { from: ['in'], to: 'out' } },
  },
  checks: { leavesAfterArriving: { kind: 'after', field: 'leaves', than: 'arrives', orSame: true } },
  constraints: { beds: { kind: 'capacity', per: 'roomId', max: { field: 'beds' }, when: { status: ['in'] } } },
});

const users = defineResource({
  name: 'users',
  route: '/users',
  menu: { group: 'users', icon: 'People' },
  recordRepresentation: 'email',
  fields: { email: f.email({ required: true }) },
  list: { columns: ['email'], sort: ['email', 'ASC'] },
});

describe('declared rules', () => {
  it('are taken when they name what is declared, and the moves become record actions', () => {
    expect(problemsOf([rooms, stays, users])).toEqual([]);
    expect(stays.actions).toMatchObject({ 'check-in': { permission: 'edit', when: { status: ['booked'] } }, 'check-out': { when: { status: ['in'] } } });
    expect(moveBetween(stays.workflow!, 'booked', 'in')?.[0]).toBe('check-in');
    expect(moveBetween(stays.workflow!, 'booked', 'out')).toBeUndefined();
    expect(meetsCondition({ status: 'in' }, { status: ['in'] })).toBe(true);
  });

  it('stop the start when they name a state, field or resource that is not there', () => {
    const wrong = defineResource({
      ...stays,
      workflow: { field: 'guest', initial: ['gone'], final: ['out'], moves: { Leave: { from: ['out'], to: 'nowhere', stamps: { at: 'reason' } } } },
      checks: { late: { kind: 'after', field: 'leaves', than: 'missing' as never } },
      constraints: { beds: { kind: 'capacity', per: 'guest', max: 2 } },
    });
    const writableRollup = defineResource({ ...rooms, fields: { ...rooms.fields, guests: f.integer() } });
    const problems = problemsOf([writableRollup, wrong, users]).join('\n');
    expect(problems).toContain("'guest' must be an enum field");
    expect(problems).toContain("the name must be lower-case words");
    expect(problems).toContain("'out' is final, nothing moves out of it");
    expect(problems).toContain("'missing' is not a field");
    expect(problems).toContain("'guest' must be one of reference");
    expect(problems).toContain("'guests' is kept by the engine, so it must be readOnly");
    expect(problems).toContain("'reason' must be one of date, datetime");
  });

  it('take an approval route in the workflow when its request type, requesters and kept fields are there', () => {
    const roles = defineResource({ name: 'roles', route: '/roles', menu: { group: 'users', icon: 'People' }, recordRepresentation: 'name', fields: { name: f.text({ required: true }) }, list: { columns: ['name'], sort: ['name', 'ASC'] } });
    const people = defineResource({ name: 'people', route: '/people', menu: { group: 'hr', icon: 'People' }, recordRepresentation: 'name', fields: { name: f.text({ required: true }), userId: f.reference('users') }, list: { columns: ['name'], sort: ['name', 'ASC'] } });
    const approvalRoutes = defineResource({ name: 'approvalRoutes', route: '/routes', menu: { group: 'hr', icon: 'Checklist' }, recordRepresentation: 'name', fields: { name: f.text({ required: true }), requestType: f.enum(['leave', 'loan'], { required: true }) }, list: { columns: ['name'], sort: ['name', 'ASC'] } });
    const requests = defineResource({
      name: 'requests',
      route: '/requests',
      menu: { group: 'hr', icon: 'Assignment' },
      recordRepresentation: 'type',
      fields: { personId: f.reference('people', { required: true }), type: f.enum(['leave', 'loan'], { required: true }), requesterId: f.reference('users', { readOnly: true }), ...approvalFields },
      list: { columns: ['type'], sort: ['type', 'ASC'] },
      workflow: approvalWorkflow({ requestType: { field: 'type' }, requesters: ['requesterId', 'personId.userId'], madeBy: 'requesterId' }),
    });
    const all = [roles, users, people, approvalRoutes];
    expect(problemsOf([...all, requests])).toEqual([]);
    expect(requests.actions).toMatchObject({ approve: { permission: 'show', when: { status: ['pending'] }, notBy: 'requesterId' }, reject: { comment: 'required' }, cancel: { when: { status: ['pending'] } } });

    const wrong = defineResource({
      ...requests,
      fields: { ...requests.fields, type: f.enum(['leave', 'gift'], { required: true }), currentStep: f.integer() },
      workflow: approvalWorkflow({ requestType: { field: 'type' }, requesters: ['requesterId', 'personId.name'], madeBy: 'personId' as never }),
    });
    const problems = problemsOf([...all, wrong]).join('\n');
    expect(problems).toContain("'gift' of 'type' is not a requestType of approvalRoutes");
    expect(problems).toContain("'currentStep' must be a read-only integer field");
    expect(problems).toContain("requester 'personId.name': 'name' must refer to the users");
    expect(problems).toContain("'personId' must refer to the users");
  });

  it('take a prepared record on its route by its submission, and moves after its approval that the route never takes', () => {
    const roles = defineResource({ name: 'roles', route: '/roles', menu: { group: 'users', icon: 'People' }, recordRepresentation: 'name', fields: { name: f.text({ required: true }) }, list: { columns: ['name'], sort: ['name', 'ASC'] } });
    const approvalRoutes = defineResource({ name: 'approvalRoutes', route: '/routes', menu: { group: 'hr', icon: 'Checklist' }, recordRepresentation: 'name', fields: { name: f.text({ required: true }), requestType: f.enum(['run'], { required: true }) }, list: { columns: ['name'], sort: ['name', 'ASC'] } });
    const fields = {
      month: f.text({ required: true }),
      submittedById: f.reference('users', { readOnly: true }),
      lockedById: f.reference('users', { readOnly: true }),
      ...approvalFields,
      status: f.enum(['draft', 'pending', 'approved', 'rejected', 'cancelled', 'locked'], { readOnly: true, default: 'draft' }),
    };
    const runs = defineResource({
      name: 'runs',
      route: '/runs',
      menu: { group: 'hr', icon: 'RequestQuote' },
      recordRepresentation: 'month',
      fields,
      list: { columns: ['month'], sort: ['month', 'ASC'] },
      workflow: preparedApprovalWorkflow({ requestType: { value: 'run' }, requesters: ['submittedById'], madeBy: 'submittedById' }, { lock: { from: ['approved'], to: 'locked', stamps: { by: 'lockedById' } } }),
    });
    expect(problemsOf([roles, users, approvalRoutes, runs])).toEqual([]);
    expect(runs.workflow).toMatchObject({ initial: ['draft'], editable: ['draft'], deletable: ['draft'], final: ['rejected', 'cancelled', 'locked'], approval: { submit: 'submit' } });
    expect(runs.actions).toMatchObject({ submit: { when: { status: ['draft'] } }, approve: { when: { status: ['pending'] } }, lock: { when: { status: ['approved'] } } });

    // A later move that would take the route's own states, or a submission that does not put the record on it, is named.
    const workflow = runs.workflow!;
    const wrong = { ...runs, workflow: { ...workflow, moves: { ...workflow.moves, submit: { from: ['draft'], to: 'approved' }, reopen: { from: ['locked'], to: 'pending' } } } } as unknown as typeof runs;
    const problems = problemsOf([roles, users, approvalRoutes, wrong]).join('\n');
    expect(problems).toContain("submit 'submit' goes from the initial states to pending");
    expect(problems).toContain("the move 'reopen' neither leaves pending nor takes a decision's state");
  });
});
