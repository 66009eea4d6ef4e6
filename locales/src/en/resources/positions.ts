import type { positions } from '@club/schema/resources/positions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof positions>({
  name: 'Position |||| Positions',
  fields: {
    title: 'Title',
    titleAr: 'Arabic title',
    departmentId: 'Department',
    grade: 'Grade',
    headcount: 'Headcount',
    description: 'Description',
  },
});
