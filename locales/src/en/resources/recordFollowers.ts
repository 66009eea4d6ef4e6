import type { recordFollowers } from '@club/schema/resources/recordFollowers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof recordFollowers>({
  name: 'Follower |||| Followers',
  fields: { resource: 'Kind of record', recordId: 'Record', userId: 'Person', following: 'Following' },
});
