// A comment is on a record its writer may read (api/src/comments/comment-rules.ts): a sample task, mentioning nobody.
export const sample = { resource: 'tasks', recordId: 'a sample record of its resource', mentionIds: [] };
