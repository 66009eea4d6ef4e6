import type { assetCategories } from '@club/schema/resources/assetCategories';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assetCategories>({
  name: 'Asset category |||| Asset categories',
  permission: 'Asset Categories',
  fields: {
    name: 'Name',
    code: 'Code',
    parentCategoryId: 'Parent category',
    depreciationMethod: 'Depreciation method',
    usefulLifeYears: 'Useful life (years)',
    isActive: 'Active',
    description: 'Description',
  },
  enums: {
    depreciationMethod: { straightLine: 'Straight line', decliningBalance: 'Declining balance', none: 'No depreciation' },
  },
});
