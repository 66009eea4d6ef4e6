import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Asset category |||| Asset categories',
  permission: 'Asset Categories',
  fields: {
    id: 'ID',
    name: 'Name',
    code: 'Code',
    parentCategoryId: 'Parent category',
    depreciationMethod: 'Depreciation method',
    usefulLifeYears: 'Useful life (years)',
    isActive: 'Active',
    description: 'Description',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    depreciationMethod: { straightLine: 'Straight line', decliningBalance: 'Declining balance', none: 'No depreciation' },
  },
});
