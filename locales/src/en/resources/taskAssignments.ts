import type { taskAssignments } from '@club/schema/resources/taskAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof taskAssignments>({
  name: 'Task assignment |||| Task assignments',
  fields: { taskId: 'Task', userId: 'Person', role: 'Role', note: 'Note' },
  enums: { role: { owner: 'Owner', contributor: 'Contributor', reviewer: 'Reviewer' } },
  rules: {
    oneOwner: 'The task has its owner already: make them a contributor first',
  },
});
