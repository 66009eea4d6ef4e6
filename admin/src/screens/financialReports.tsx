import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormats } from '../i18n/useFormats';
import { ScreenPage } from './parts/ScreenPage';
import { StatementTable } from './financialReports/StatementTable';
import { TrialBalanceTable } from './financialReports/TrialBalanceTable';
import { VatReturnTable } from './financialReports/VatReturnTable';
import { LEDGER_REPORTS, type BalanceSheet, type IncomeStatement, type LedgerReportName, type TrialBalance, type VatReturn } from '@club/schema';
import { fetchReport, type ReportPeriod } from './financialReports/reportApi';

/** A date of the period: as wide as a date, a whole line on a phone. */
const DATE_FIELD = { width: { xs: '100%', sm: 200 } } as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The report chosen, computed by the server for the period, as its table. */
const Report = ({ report, period }: { report: LedgerReportName; period: ReportPeriod }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const t = (key: string, values?: object) => translate(`screens.financialReports.${key}`, values);
  const { data, isPending, isError } = useQuery({ queryKey: ['ledgerReports', report, period.from, period.to], queryFn: () => fetchReport<unknown>(report, period) });
  if (isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (isPending) return null;
  if (report === 'trialBalance') {
    const trial = data as TrialBalance;
    return trial.rows.length === 0 ? <Typography color="text.secondary" sx={{ px: 2 }}>{t('empty')}</Typography> : <TrialBalanceTable report={trial} period={period} />;
  }
  if (report === 'incomeStatement') {
    const income = data as IncomeStatement;
    return <StatementTable label={t('reports.incomeStatement')} sections={income.sections} closing={[{ label: t('surplus'), value: income.surplus }]} period={period} />;
  }
  if (report === 'balanceSheet') {
    const sheet = data as BalanceSheet;
    return (
      <Stack spacing={2}>
        <StatementTable label={t('reports.balanceSheet')} sections={sheet.sections} closing={[{ label: t('unclosedSurplus'), value: sheet.surplus }]} period={{ ...period, openFrom: false }} />
        <Alert severity={sheet.difference === 0 ? 'success' : 'error'} role="status">
          {sheet.difference === 0 ? t('balanced') : t('outOfBalance', { amount: formats.number(sheet.difference, { minimumFractionDigits: 2 }) })}
        </Alert>
      </Stack>
    );
  }
  return <VatReturnTable report={data as VatReturn} />;
};

/**
 * /Accounting/Reports: the general ledger's trial balance, income statement, balance sheet and
 * VAT return for a period chosen here; each account opens its ledger, each ledger line its entry
 * and document. Prints as it reads.
 */
const FinancialReports = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.financialReports.${key}`);
  const [report, setReport] = useState<LedgerReportName>('trialBalance');
  const [period, setPeriod] = useState<ReportPeriod>({ from: `${today().slice(0, 4)}-01-01`, to: today() });
  const dated = (key: keyof ReportPeriod) => (event: { target: { value: string } }) => event.target.value && setPeriod((current) => ({ ...current, [key]: event.target.value }));
  return (
    <ScreenPage name="financialReports" isPending={false} isError={false}>
      <Paper variant="outlined">
        <Tabs value={report} onChange={(_, value: LedgerReportName) => setReport(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('title')}>
          {LEDGER_REPORTS.map((name) => (
            <Tab key={name} value={name} label={t(`reports.${name}`)} id={`report-tab-${name}`} aria-controls="report-panel" />
          ))}
        </Tabs>
        <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }} className="no-print">
          {report !== 'balanceSheet' && <TextField type="date" size="small" sx={DATE_FIELD} label={t('from')} value={period.from} onChange={dated('from')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: period.to } }} />}
          <TextField type="date" size="small" sx={DATE_FIELD} label={t(report === 'balanceSheet' ? 'at' : 'to')} value={period.to} onChange={dated('to')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: report === 'balanceSheet' ? undefined : period.from } }} />
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Stack>
        <Box role="tabpanel" id="report-panel" aria-labelledby={`report-tab-${report}`} sx={{ overflowX: 'auto', px: { xs: 0, sm: 1 }, pb: 2 }}>
          <Report report={report} period={period} />
        </Box>
      </Paper>
    </ScreenPage>
  );
};

export default FinancialReports;
