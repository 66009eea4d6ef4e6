import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../i18n/useFormats';

const END_OF_SERVICE = 'endOfServices';

interface Step {
  key: string;
  label: string;
  basis: string;
  amount?: number;
  strong?: boolean;
}

/**
 * How the award is reached, step by step in the reader's language: the wage (from which payroll
 * month, or the employee's record), the years, half a month for each of the first five years and a
 * month for each after (art. 84), the full award, what the reason of leaving gives of it, the award.
 * For holders of the salaries grant only (the amounts are theirs to read).
 */
const AwardBreakdown = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const formats = useFormats();
  if (!record || record.award === undefined || record.award === null) return null;
  const t = (key: string, values?: object) => translate(`resources.${END_OF_SERVICE}.texts.${key}`, values);
  const money = (value: unknown) => formats.number(Number(value ?? 0), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const years = (value: unknown) => formats.number(Number(value ?? 0), { maximumFractionDigits: 2 });
  const wage = money(record.monthlyWage);
  const steps: Step[] = [
    { key: 'wage', label: t('breakdownWage'), basis: record.wageSource === 'payroll' ? t('breakdownWagePayroll', { month: record.wageMonth }) : t('breakdownWageRecord'), amount: Number(record.monthlyWage) },
    { key: 'service', label: t('breakdownService'), basis: t('breakdownServiceYears', { years: years(record.serviceYears) }) },
    { key: 'half', label: t('breakdownHalf'), basis: t('breakdownHalfBasis', { years: years(record.halfMonthYears), wage }), amount: Number(record.halfMonthAward) },
    ...(Number(record.fullMonthYears) > 0 ? [{ key: 'full', label: t('breakdownFull'), basis: t('breakdownFullBasis', { years: years(record.fullMonthYears), wage }), amount: Number(record.fullMonthAward) }] : []),
    { key: 'total', label: t('breakdownTotal'), basis: '', amount: Number(record.fullAward) },
    { key: 'share', label: t('breakdownShare'), basis: `${translate(`resources.${END_OF_SERVICE}.enums.reason.${record.reason}`)}: ${translate(`resources.${END_OF_SERVICE}.enums.awardShare.${record.awardShare}`)}` },
    { key: 'award', label: t('breakdownAward'), basis: '', amount: Number(record.award), strong: true },
  ];
  return (
    <Box component="section" aria-labelledby="award-breakdown-heading" sx={{ p: 2, maxWidth: 900 }} className="award-breakdown">
      <Divider sx={{ mb: 2 }} />
      <Typography id="award-breakdown-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('breakdown')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="award-breakdown-heading">
          <TableHead>
            <TableRow>
              <TableCell>{t('breakdownStep')}</TableCell>
              <TableCell>{t('breakdownBasis')}</TableCell>
              <TableCell align="right">{t('breakdownAmount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.map((step) => (
              <TableRow key={step.key} data-step={step.key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: step.strong ? 700 : undefined }}>
                  {step.label}
                </TableCell>
                <TableCell>
                  <bdi>{step.basis}</bdi>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: step.strong ? 700 : undefined }}>
                  {step.amount === undefined ? '' : <bdi>{money(step.amount)}</bdi>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};

export default AwardBreakdown;
