import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFormats } from '../i18n/useFormats';
import { ScreenPage } from './parts/ScreenPage';
import { PayerPicker, personName } from './payerStatement/PayerPicker';
import { StatementTable } from './payerStatement/StatementTable';
import { PAYER_KINDS, type PayerKind } from '@club/schema';
import { fetchStatement } from './payerStatement/statementApi';

/** The statement of the payer chosen: its heading (printed too), its table, or why there is none. */
const PayerStatementBody = ({ kind, id }: { kind: PayerKind; id: string }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const [locale] = useLocaleState();
  const t = (key: string, values?: object) => translate(`screens.payerStatement.${key}`, values);
  const { data, isPending, isError } = useQuery({ queryKey: ['payerStatement', kind, id], queryFn: () => fetchStatement(kind, id) });
  if (isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (isPending) return null;
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('heading', { name: personName({ ...data.payer }, locale) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('printedOn', { date: formats.date(new Date()) })}
      </Typography>
      {data.lines.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('heading', { name: personName({ ...data.payer }, locale) })}>
          <StatementTable statement={data} />
        </Box>
      )}
    </Box>
  );
};

/**
 * /finance/statement?member={id} (or ?parent={id}): a member's or a parent's statement of
 * account, chosen here, printable as it reads (the choice and the button stay off the paper).
 */
const PayerStatement = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.payerStatement.${key}`);
  const [params, setParams] = useSearchParams();
  const kind: PayerKind = params.has('parent') ? 'parent' : 'member';
  const id = params.get(kind) || undefined;
  const choose = (next: PayerKind, nextId?: string) => setParams(nextId ? { [next]: nextId } : next === 'parent' ? { parent: '' } : {}, { replace: true });
  return (
    <ScreenPage name="payerStatement" isPending={false} isError={false}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }} className="no-print">
          <ToggleButtonGroup exclusive size="small" value={kind} aria-label={t('payerKind')} onChange={(_, next: PayerKind | null) => next && choose(next)}>
            {PAYER_KINDS.map((value) => (
              <ToggleButton key={value} value={value}>
                {translate(`screens.payerStatement.kinds.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <PayerPicker kind={kind} value={id} onChange={(next) => choose(kind, next)} />
          <Button startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!id}>
            {t('print')}
          </Button>
        </Stack>
        {id ? <PayerStatementBody kind={kind} id={id} /> : <Typography color="text.secondary">{t('pick')}</Typography>}
      </Paper>
    </ScreenPage>
  );
};

export default PayerStatement;
