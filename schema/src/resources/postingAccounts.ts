import { defineResource, f, LEDGER_PURPOSES } from '../index';

// Which account each kind of posting goes to (the ledger's purposes, schema/src/ledger.ts): one row
// per purpose, made by the server and mapped by the accountant (the cash box, the bank, VAT output,
// an expense per category). A document whose purpose has no account is refused with why.
export const postingAccounts = defineResource({
  name: 'postingAccounts',
  route: '/Accounting/PostingAccounts',
  menu: { group: 'finance', icon: 'Rule', order: 41 },
  recordRepresentation: 'purpose',
  serverRows: true,
  rowPerValue: 'purpose',
  fields: {
    purpose: f.enum(LEDGER_PURPOSES, { required: true, unique: true, readOnly: true }),
    accountId: f.reference('accounts'),
  },
  list: { columns: ['purpose', 'accountId'], sort: ['purpose', 'ASC'] },
  filters: { accountId: {} },
  access: { cashier: ['list', 'show'], manager: ['list', 'show'] },
  checks: {
    postingAccount: { kind: 'refersTo', field: 'accountId', where: { isPosting: true, isActive: true } },
  },
});
