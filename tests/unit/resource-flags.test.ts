import { problemsOf } from '../support/registry-problems';
import { auditChangesOf, btreeIndexesOf } from '@club/api';
import { createRegistry, defineResource, f, fieldOf, type AnyResource } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

const people = defineResource({
  name: 'people',
  route: '/people',
  menu: { group: 'users', icon: 'People' },
  recordRepresentation: 'name',
  fields: { name: f.text({ required: true }) },
  list: { columns: ['name'], sort: ['name', 'ASC'] },
});

const journal = defineResource({
  name: 'journal',
  route: '/journal',
  menu: { group: 'systemSections', icon: 'Policy' },
  recordRepresentation: 'note',
  readOnly: true,
  fields: { note: f.text(), authorId: f.reference('people', { onDelete: 'keep' }) },
  list: { columns: ['note', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { note: {}, createdAt: { ops: ['gte', 'lte'] } },
  indexes: [['note', 'createdAt', 'id']],
});

describe('readOnly, onDelete keep, indexes and timestamp filters in the DSL', () => {
  it('accepts a read-only resource with a kept reference, a composite index and createdAt filters', () => {
    const registry = createRegistry([people, journal]);
    expect(registry.get('journal')!.readOnly).toBe(true);
    expect(registry.get('people')!.readOnly).toBeUndefined();
    expect(registry.facts('journal').filters.get('createdAt')).toEqual(['gte', 'lte']);
    expect(fieldOf(journal, 'createdAt')).toMatchObject({ kind: 'datetime' });
    expect(fieldOf(journal, 'version')).toBeUndefined();
  });

  it('refuses a kept reference (no foreign key) a client could write', () => {
    const writable = { ...journal, readOnly: undefined };
    expect(problemsOf([people, writable])).toEqual([expect.stringMatching(/'authorId': onDelete 'keep'.*read-only/)]);
  });

  it('refuses index columns that are no fields or cannot be indexed, and filters on other system fields', () => {
    const bad = { ...journal, indexes: [['colour'], ['createdAt'], []], filters: { version: {} } } as unknown as AnyResource;
    const problems = problemsOf([people, bad]);
    expect(problems).toContainEqual(expect.stringMatching(/index column 'colour' is not a field/));
    expect(problems).toContainEqual(expect.stringMatching(/an index needs columns/));
    expect(problems).toContainEqual(expect.stringMatching(/filter 'version' is not a field/));
    expect(problems.some((problem) => problem.includes("'createdAt'"))).toBe(false);
  });

  it('makes a unique index of each uniqueTogether, and refuses one of unknown or unindexable fields', () => {
    const registry = createRegistry([people, { ...journal, uniqueTogether: [['authorId', 'note']] } as AnyResource]);
    expect(btreeIndexesOf(registry.get('journal')!, registry)).toContainEqual({ name: 'IDX_journal_author_id_note_unique', columns: ['authorId', 'note'], unique: true });
    const problems = problemsOf([people, { ...journal, uniqueTogether: [['note'], ['note', 'colour']] } as unknown as AnyResource]);
    expect(problems).toContainEqual(expect.stringMatching(/uniqueTogether names two fields or more/));
    expect(problems).toContainEqual(expect.stringMatching(/uniqueTogether 'colour' is not a field/));
  });

  it('declares the audit log read-only, its actor kept after deletion', async () => {
    const registry = await loadRegistry();
    const auditLogs = registry.get('auditLogs')!;
    expect(auditLogs.readOnly).toBe(true);
    expect(auditLogs.fields.actorId).toMatchObject({ kind: 'reference', target: 'users', onDelete: 'keep' });
    // Read-only: what the server writes (the audit log, the outbox, in-app notifications, the security log, read receipts, who follows a record, the gate's register, attachments, chat contacts and unread counts, the trash) and lines written with their parent (invoice items, a receipt's allocations, package features, stock document lines, counted assets), the stock and depreciation ledgers, the general ledger's lines (written with their entry), leave balances (their movements' sums) and a leave type's pay tiers (written with it), and payslips (written by their payroll run).
    expect(registry.resources.filter((resource) => resource.readOnly).map((resource) => resource.name)).toEqual([
      'approvalSteps', 'attachments', 'auditLogs', 'caseParties', 'chatContacts', 'chatReads', 'circularReceipts', 'courtHearings', 'depreciationLog', 'exportLines', 'importLines', 'inventoryCountLines', 'invitationOrderVisitors', 'invoiceItems', 'journalLines', 'leaveBalances', 'leavePayTiers', 'mealIngredients', 'notificationRecipients', 'notifications', 'packageFeatures', 'payslips', 'pollResponses', 'receiptAllocations', 'recordFollowers', 'requestLines', 'routeStops', 'securityEvents', 'surveyQuestions', 'trainingEnrolments', 'transferLines', 'trashedRecords', 'visitorLogs', 'warehouseFeed', 'webhookDeliveries',
    ]);
  });
});

describe('the audit changes of a write', () => {
  const secret = new Set(['password']);
  const fields = ['name', 'password', 'role'];
  it('lists every written field on create, the changed ones on update, every field on delete; secrets as ***', () => {
    expect(auditChangesOf({ resource: 'users', locale: 'en', action: 'create', id: 'x', after: { name: 'A', role: 'admin' }, changed: ['name', 'password'] }, fields, secret)).toEqual({
      name: { old: null, new: 'A' },
      password: { old: null, new: '***' },
    });
    expect(auditChangesOf({ resource: 'users', locale: 'en', action: 'update', id: 'x', before: { name: 'A', role: 'admin' }, after: { name: 'B', role: 'admin' }, changed: ['name'] }, fields, secret)).toEqual({
      name: { old: 'A', new: 'B' },
    });
    expect(auditChangesOf({ resource: 'users', locale: 'en', action: 'update', id: 'x', before: {}, after: {}, changed: [] }, fields, secret)).toEqual({});
    expect(auditChangesOf({ resource: 'users', locale: 'en', action: 'delete', id: 'x', before: { name: 'B', role: null }, changed: [] }, fields, secret)).toEqual({
      name: { old: 'B', new: null },
      password: { old: '***', new: null },
      role: { old: null, new: null },
    });
  });
});
