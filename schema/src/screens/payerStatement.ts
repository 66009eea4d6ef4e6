import { defineScreen } from '../screen';

// A payer's statement (billing connected): a member's or a parent's invoices and receipts by date,
// the running balance, what is still due and their credit, printable. Its data is
// GET /api/statements/{member|parent}/{id} (api/src/statements/).
export const payerStatement = defineScreen({
  name: 'payerStatement',
  route: '/finance/statement',
  menu: { group: 'finance', icon: 'AccountBalance', order: 25 },
});
