import { recordComments } from '@club/schema/resources/recordComments';

/**
 * The react-query key of a record's thread: read as the comments that refer to the record, so a
 * live change of a comment (admin/src/live/invalidateChanges.ts: a resource's reads of many
 * records) reads it again, and a reconnect's resync too.
 */
export const threadKey = (apiName: string, recordId: string) => [recordComments.name, 'getManyReference', { target: apiName, id: recordId }] as const;
