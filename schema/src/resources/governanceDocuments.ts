import { defineResource, f } from '../index';

// The club's policies, bylaws, procedures, charters, minutes and decisions (SPEC §2
// /GovernanceDocuments): written as a draft, sent for review, approved (who and when) and then
// unchanged. A new version names the one it follows: numbered after it, and when approved the old
// one is kept, superseded, with its own file. Approved documents are archived when withdrawn.
export const governanceDocuments = defineResource({
  name: 'governanceDocuments',
  route: '/GovernanceDocuments',
  menu: { group: 'internalOps', icon: 'Policy', order: 62 },
  recordRepresentation: ['title', 'versionNumber'],
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    titleAr: f.text({ required: true, maxLength: 200, search: true }),
    type: f.enum(['policy', 'bylaw', 'procedure', 'charter', 'minutes', 'decision'], { required: true, default: 'policy' }),
    // The version it follows (a new version of an approved document).
    previousVersionId: f.reference('governanceDocuments'),
    versionNumber: f.integer({ readOnly: true, min: 1 }),
    departmentId: f.reference('departments'),
    summary: f.longText({ maxLength: 2000 }),
    file: f.file({ required: true, types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] }),
    effectiveDate: f.date({ required: true }),
    reviewDate: f.date(),
    status: f.enum(['draft', 'underReview', 'approved', 'superseded', 'archived'], { readOnly: true, default: 'draft' }),
    approvedById: f.reference('users', { readOnly: true }),
    approvedAt: f.datetime({ readOnly: true }),
  },
  list: { columns: ['title', 'titleAr', 'type', 'versionNumber', 'effectiveDate', 'reviewDate', 'status'], sort: ['effectiveDate', 'DESC'] },
  filters: { type: { alwaysOn: true }, status: { alwaysOn: true }, departmentId: {}, reviewDate: { ops: ['gte', 'lte'] } },
  actions: {
    submit: { permission: 'edit', when: { status: ['draft'] } },
    approve: { permission: 'edit', when: { status: ['underReview'] }, comment: 'optional' },
    return: { permission: 'edit', when: { status: ['underReview'] }, comment: 'required' },
    archive: { permission: 'edit', when: { status: ['approved'] }, comment: 'required' },
  },
  checks: {
    reviewAfterEffective: { kind: 'after', field: 'reviewDate', than: 'effectiveDate' },
    actionState: { kind: 'override', field: 'status' },
    reasonGiven: { kind: 'override', field: 'comment' },
    draftEdited: { kind: 'override', field: 'status' },
    followsApproved: { kind: 'override', field: 'previousVersionId' },
    sameType: { kind: 'override', field: 'type' },
    latestVersion: { kind: 'override', field: 'previousVersionId' },
  },
});
