// A comment is on a record its writer may read (api/src/comments/comment-rules.ts): a sample task, mentioning nobody.
export const sample = { resource: 'tasks', recordId: 'a sample record of its resource', mentionIds: [] };

/** Only its author edits or deletes a comment: another user, whatever their role, is refused (403). */
export const changedByWriterOnly = true;
