import type { departments } from '@club/schema/resources/departments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof departments>({
  name: 'Department |||| Departments',
  fields: {
    name: 'Name',
    nameAr: 'Arabic name',
    code: 'Code',
    parentId: 'Parent department',
    managerId: 'Manager',
    costCentre: 'Cost centre',
    description: 'Description',
  },
  rules: {
    notUnderItself: 'A department cannot sit under itself or under one of its own units',
  },
});
