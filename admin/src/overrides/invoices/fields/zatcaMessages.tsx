import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * ZATCA's answer as the server keeps it, one readable line per error or warning; a rejected
 * invoice says first, in the reader's language, why it is handed to no one and what to do.
 */
const ZatcaMessagesField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const lines = String(record?.[source] ?? '').split('\n').filter(Boolean);
  const rejected = record?.zatcaStatus === 'rejected';
  if (!rejected && lines.length === 0) return null;
  return (
    <Box className="invoice-zatca-messages">
      {rejected ? (
        <Alert severity="error" sx={{ mb: lines.length ? 1 : 0 }}>
          {translate('resources.invoices.rules.zatcaRejected')}
        </Alert>
      ) : null}
      {lines.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {lines.map((line, index) => (
            <li key={index} dir="auto">
              {line}
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
};

export default ZatcaMessagesField;
