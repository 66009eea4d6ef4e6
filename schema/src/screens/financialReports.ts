import { defineScreen } from '../screen';

// The general ledger's reports (GET /api/ledger/reports/…): the trial balance, the income
// statement, the balance sheet and the VAT return for a period, each account opening its ledger.
export const financialReports = defineScreen({
  name: 'financialReports',
  route: '/Accounting/Reports',
  menu: { group: 'finance', icon: 'Balance', order: 46 },
});
