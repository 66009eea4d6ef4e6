import { defineResource, f } from '@club/schema';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, authStorageText } from '../../admin/src/auth/authStorage';
import { movesOf } from '../../admin/src/views/board/boardMoves';
import { boardStatesOf } from '../../admin/src/views/board/boardStates';

// The board view's pure parts (issue 46 item 8): which states a card may be moved to, by the
// workflow's declaration, the reader's permissions and the server's judgement; which columns the
// list's filter leaves.

const tickets = defineResource({
  name: 'tickets',
  route: '/tickets',
  menu: { group: 'internalOps', icon: 'SupportAgent' },
  recordRepresentation: 'subject',
  fields: {
    subject: f.text({ required: true }),
    requesterId: f.reference('users'),
    status: f.enum(['open', 'inProgress', 'waiting', 'resolved', 'closed'], { required: true, default: 'open' }),
  },
  workflow: {
    field: 'status',
    initial: ['open'],
    final: ['closed'],
    moves: {
      start: { from: ['open', 'waiting'], to: 'inProgress' },
      wait: { from: ['open', 'inProgress'], to: 'waiting', comment: 'required' },
      resolve: { from: ['open', 'inProgress'], to: 'resolved', permission: 'delete', notBy: 'requesterId' },
      // Taken by another record's effect alone: never a person's move.
      close: { from: ['resolved'], to: 'closed', by: 'effect' },
      // A second way to the same state: one entry per state.
      restart: { from: ['waiting'], to: 'inProgress' },
    },
  },
  list: { columns: ['subject', 'status'], sort: ['subject', 'ASC'] },
});

// The reader signed in, as the admin keeps them (a record's `notBy` is read against their id).
const session = new Map([[AUTH_STORAGE_KEY, authStorageText({ user: { id: 'me' } as never, accessToken: 'token' })]]);
Object.assign(globalThis, { localStorage: { getItem: (key: string) => session.get(key) ?? null } });

const targets = (record: Record<string, unknown>, actions: string[], now?: Parameters<typeof movesOf>[3]) =>
  movesOf(tickets, { id: 't1', ...record }, (permission) => actions.includes(permission), now).map(({ name, to }) => `${name}→${to}`);

describe('the moves a card offers', () => {
  it('are the workflow moves leaving its state that the reader has the permission for', () => {
    expect(targets({ status: 'open' }, ['list', 'edit'])).toEqual(['start→inProgress', 'wait→waiting']);
    expect(targets({ status: 'open' }, ['list', 'edit', 'delete'])).toEqual(['start→inProgress', 'wait→waiting', 'resolve→resolved']);
    expect(targets({ status: 'open' }, ['list'])).toEqual([]);
  });

  it('never include a move taken only as an effect, nor one to the state it is in', () => {
    expect(targets({ status: 'resolved' }, ['list', 'edit', 'delete'])).toEqual([]);
    expect(targets({ status: 'waiting' }, ['list', 'edit'])).toEqual(['start→inProgress']);
  });

  it('leave out a move the record forbids its reader (their own request)', () => {
    expect(targets({ status: 'open', requesterId: 'me' }, ['list', 'edit', 'delete'])).toEqual(['start→inProgress', 'wait→waiting']);
  });

  it("follow the server's judgement once it is known, and the declaration when it could not be asked", () => {
    const now = { start: { allowed: false, reason: 'Not yours' }, wait: { allowed: true }, resolve: { allowed: true } };
    expect(targets({ status: 'open' }, ['list', 'edit', 'delete'], now)).toEqual(['wait→waiting', 'resolve→resolved']);
    expect(targets({ status: 'open' }, ['list', 'edit'], 'unknown')).toEqual(['start→inProgress', 'wait→waiting']);
  });

  it('carry what a move asks for (a comment)', () => {
    const wait = movesOf(tickets, { id: 't1', status: 'open' }, () => true, undefined).find(({ name }) => name === 'wait');
    expect(wait?.action.comment).toBe('required');
  });
});

describe('the columns of a board', () => {
  it("are the workflow field's states in order, or those the list's filter keeps", () => {
    expect(boardStatesOf(tickets, {})).toEqual(['open', 'inProgress', 'waiting', 'resolved', 'closed']);
    expect(boardStatesOf(tickets, { status: ['waiting', 'open'] })).toEqual(['open', 'waiting']);
    expect(boardStatesOf(tickets, { status: 'closed', subject: 'x' })).toEqual(['closed']);
  });
});
