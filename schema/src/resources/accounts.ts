import { ACCOUNT_TYPES, defineResource, f } from '../index';

// The chart of accounts (general ledger): seeded for a Saudi club and edited by the accountant.
// The first digit of a code names its type (1 assets, 2 liabilities, 3 equity, 4 revenue,
// 5 expenses); a heading account groups others and takes no entries, a posting one takes them. An
// account that has entries is never deleted (deactivated instead) nor changes its type.
export const accounts = defineResource({
  name: 'accounts',
  route: '/Accounting/ChartOfAccounts',
  menu: { group: 'finance', icon: 'AccountTree', order: 40 },
  recordRepresentation: ['code', 'name'],
  naturalKey: 'code',
  fields: {
    code: f.text({ required: true, unique: true, minLength: 1, maxLength: 10, pattern: '^[1-5][0-9]{0,9}$', search: true }),
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ required: true, maxLength: 160, search: true }),
    // Derived from the code's first digit.
    type: f.enum(ACCOUNT_TYPES, { readOnly: true }),
    parentId: f.reference('accounts'),
    // A heading groups accounts; only posting accounts take entries.
    isPosting: f.boolean({ default: true }),
    isActive: f.boolean({ default: true }),
    description: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['code', 'name', 'nameAr', 'type', 'parentId', 'isPosting', 'isActive'], sort: ['code', 'ASC'] },
  filters: { code: {}, type: { alwaysOn: true }, isActive: { alwaysOn: true }, isPosting: {}, parentId: {} },
  access: { cashier: ['list', 'show'], manager: ['list', 'show'] },
  checks: {
    parentIsHeading: { kind: 'refersTo', field: 'parentId', where: { isPosting: false } },
    sameTypeAsParent: { kind: 'override', field: 'parentId' },
    notUnderItself: { kind: 'override', field: 'parentId' },
    keptWithEntries: { kind: 'override', field: 'code' },
  },
});
