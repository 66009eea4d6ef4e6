import { defineResource, f } from '../index';

// Feedback and complaints to HR (SPEC §2 /hr/FeedbackComplaints): anyone may write one; each writer
// sees their own, HR sees every one (the hrCases grant) and answers it. HR reads the author's name
// only when the writer did not ask to stay anonymous: the account behind an entry (kept so its writer
// can follow it) is read only with the feedbackAuthors grant.
export const hrFeedback = defineResource({
  name: 'hrFeedback',
  route: '/hr/FeedbackComplaints',
  menu: { group: 'hr', icon: 'Mail', order: 64 },
  recordRepresentation: 'subject',
  fields: {
    number: f.sequence({ prefix: 'FBK' }),
    kind: f.enum(['complaint', 'suggestion', 'grievance', 'praise'], { required: true }),
    subject: f.text({ required: true, maxLength: 160, search: true }),
    details: f.longText({ required: true, maxLength: 5000 }),
    anonymous: f.boolean({ default: false }),
    submittedById: f.reference('users', { readOnly: true, sensitive: { grant: 'feedbackAuthors' } }),
    // The writer's name, unless anonymous: set by the server.
    authorName: f.text({ readOnly: true }),
    status: f.enum(['received', 'underReview', 'resolved', 'closed'], { required: true, default: 'received' }),
    response: f.longText({ maxLength: 5000 }),
  },
  list: { columns: ['number', 'kind', 'subject', 'authorName', 'status', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, kind: { alwaysOn: true }, createdAt: { ops: ['gte', 'lte'] } },
  access: { member: ['list', 'show', 'create'], cashier: ['list', 'show', 'create'], manager: ['list', 'show', 'create'] },
  scope: { owners: ['submittedById'], everyone: { grant: 'hrCases', roles: ['manager'] } },
  // An anonymous entry's trail names nobody for its writer's own writes, nor keeps who they are.
  anonymous: { when: 'anonymous', author: 'submittedById', hides: ['submittedById', 'authorName'] },
});
