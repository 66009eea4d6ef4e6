import type { recordComments } from '@club/schema/resources/recordComments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof recordComments>({
  name: 'Comment |||| Comments',
  fields: { resource: 'Kind of record', recordId: 'Record', authorId: 'Author', body: 'Comment', mentionIds: 'Mentioned', attachments: 'Attachments', editedAt: 'Edited at' },
  // What the server answers when a comment is refused.
  texts: {
    onlyAuthor: 'Only the author of a comment may change or delete it',
    signedInOnly: 'Comments are written by a signed-in person',
    mentionCannotRead: '%{names} cannot see this record, so they cannot be mentioned here',
    wrongRecord: 'This comment belongs to another record',
  },
});
