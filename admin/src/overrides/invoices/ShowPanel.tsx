import { Box, Stack, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { NextStepButton } from './parts/NextStepButton';
import { resourceNameFor } from '../../resources/names';

const RECEIPTS = resourceNameFor('receiptVouchers');
const INVOICES = resourceNameFor('invoices');
/** What is still owed of an invoice: a receipt voucher pays it. */
const OWING = ['issued', 'partiallyPaid'];
/** What a credit note may cancel. */
const CREDITABLE = ['issued', 'partiallyPaid', 'paid'];

type Line = Record<string, unknown>;

/**
 * An issued invoice changes by what follows it, not by editing (its workflow): a receipt voucher
 * for what is still owed, or a credit note for its whole total. Each opens its form filled from
 * the invoice, for the person to check and save.
 */
const InvoiceNextSteps = () => {
  const invoice = useRecordContext();
  const translate = useTranslate();
  const { canAccess: mayReceive } = useCanAccess({ resource: RECEIPTS, action: 'create' });
  const { canAccess: mayCredit } = useCanAccess({ resource: INVOICES, action: 'create' });
  if (!invoice || invoice.type === 'creditNote') return null;
  const status = String(invoice.status);
  const payment = OWING.includes(status) && mayReceive;
  const credit = CREDITABLE.includes(status) && mayCredit;
  if (!payment && !credit) return null;
  const owed = Math.round((Number(invoice.total ?? 0) - Number(invoice.paidAmount ?? 0)) * 100) / 100;
  // The credit note repeats the invoice's lines: it cancels the whole of it.
  const lines = ((invoice.items ?? []) as Line[]).map(({ description, quantity, unitPrice, discount, vatRate, vatExemptionReason }) => ({ description, quantity, unitPrice, discount, vatRate, vatExemptionReason }));
  return (
    <Box component="section" aria-labelledby="invoice-next-steps" className="invoice-next-steps" sx={{ px: 2, pb: 2 }}>
      <Typography id="invoice-next-steps" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.invoices.nextSteps')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {payment && (
          <NextStepButton resource={RECEIPTS} variant="contained" label={translate('app.invoices.recordPayment')} record={{ invoiceIds: [invoice.id], payerName: invoice.customerName, amount: owed }} />
        )}
        {credit && (
          <NextStepButton
            resource={INVOICES}
            variant="outlined"
            label={translate('app.invoices.creditNote')}
            record={{ type: 'creditNote', creditedInvoiceId: invoice.id, customerName: invoice.customerName, customerEmail: invoice.customerEmail, customerVatNumber: invoice.customerVatNumber, items: lines }}
          />
        )}
      </Stack>
    </Box>
  );
};

export default InvoiceNextSteps;
