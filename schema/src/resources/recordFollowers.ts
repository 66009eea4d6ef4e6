import { defineResource, f } from '../index';

// Who chose to follow a record, or to stop (issue 49): its creator, the people its `notifies`
// fields name, its commenters and the people mentioned follow it without a row here; a row says
// what the person chose instead (`following` false: they unfollowed). Written by the server
// through the engine when they press follow or unfollow on the record's page.
export const recordFollowers = defineResource({
  name: 'recordFollowers',
  route: '/RecordFollowers',
  menu: { group: 'systemSections', icon: 'Mail', order: 41, sidebar: false },
  recordRepresentation: 'userId',
  readOnly: true,
  fields: {
    resource: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    userId: f.reference('users', { required: true, onDelete: 'keep' }),
    following: f.boolean({ required: true, default: true }),
  },
  list: { columns: ['createdAt', 'resource', 'recordId', 'userId', 'following'], sort: ['createdAt', 'DESC'] },
  filters: { resource: {}, recordId: {}, userId: {} },
  uniqueTogether: [['resource', 'recordId', 'userId']],
  access: { admin: [], manager: [], cashier: [], member: [], parent: [] },
});
