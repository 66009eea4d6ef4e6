import { invoices } from '@club/schema/resources/invoices';
import { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormats } from '../../i18n/useFormats';
import { resourceNameFor } from '../../resources/names';
import { refusalOf, runRecordAction } from '../../views/RecordActionButton';

const RECEIPTS = receiptVouchers.name;
const INVOICES = resourceNameFor(invoices.name);

/**
 * A confirmed receipt's credit (what it did not allocate), spent here on an open invoice of the
 * same payer: the invoice, how much (up to the credit and what the invoice still owes), then the
 * `allocate` action, whose refusal is shown as the server words it.
 */
const CreditAllocation = () => {
  const receipt = useRecordContext();
  const translate = useTranslate();
  const formats = useFormats();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = (key: string, values?: object) => translate(`resources.${RECEIPTS}.texts.${key}`, values);
  const credit = Number(receipt?.unallocatedAmount ?? 0);
  const open = receipt?.status === 'confirmed' && credit > 0;
  const { canAccess } = useCanAccess({ resource: resourceNameFor(RECEIPTS), action: 'edit' });
  const payer = receipt?.clubMemberId ? { clubMemberId: receipt.clubMemberId } : receipt?.parentId ? { parentId: receipt.parentId } : { q: receipt?.payerName };
  const owed = useGetList(INVOICES, { pagination: { page: 1, perPage: 50 }, sort: { field: 'dueDate', order: 'ASC' }, filter: { ...payer, status: ['issued', 'partiallyPaid'] } }, { enabled: Boolean(open && canAccess) });
  const [invoiceId, setInvoiceId] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  if (!receipt || !open || !canAccess) return null;
  const money = (value: unknown) => formats.number(Number(value ?? 0), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const chosen = (owed.data ?? []).find((invoice) => invoice.id === invoiceId);
  const choose = (id: string) => {
    setInvoiceId(id);
    const invoice = (owed.data ?? []).find((row) => row.id === id);
    if (invoice) setAmount(String(Math.min(credit, Number(invoice.remainingAmount ?? invoice.total))));
  };
  const allocate = async () => {
    setBusy(true);
    try {
      await runRecordAction(RECEIPTS, receipt.id, 'allocate', { invoiceId, amount: Number(amount) });
      notify(t('allocated'), { type: 'success' });
      setInvoiceId('');
      refresh();
    } catch (error) {
      notify(translate(refusalOf(error), { _: refusalOf(error) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="receipt-credit-heading" sx={{ p: 2 }} className="no-print">
      <Divider sx={{ mb: 2 }} />
      <Typography id="receipt-credit-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('creditTitle', { amount: money(credit) })}
      </Typography>
      {owed.data?.length === 0 ? (
        <Typography color="text.secondary">{t('creditNothingOwed')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <TextField select size="small" label={t('creditInvoice')} value={invoiceId} onChange={(event) => choose(event.target.value)} sx={{ minWidth: { xs: '100%', sm: 320 } }}>
            {(owed.data ?? []).map((invoice) => (
              <MenuItem key={invoice.id} value={String(invoice.id)}>
                {t('creditInvoiceOption', { number: invoice.number ?? '', date: formats.date(invoice.dueDate), amount: money(invoice.remainingAmount ?? invoice.total) })}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="number" label={t('creditAmount')} value={amount} onChange={(event) => setAmount(event.target.value)} slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: credit } }} />
          <Button variant="contained" onClick={() => void allocate()} disabled={busy || !chosen || !(Number(amount) > 0)} aria-busy={busy}>
            {translate(`resources.${RECEIPTS}.actions.allocate`)}
          </Button>
        </Stack>
      )}
    </Box>
  );
};

export default CreditAllocation;
