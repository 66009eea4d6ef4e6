import { Box, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';

/** A field of the page drawn as a QR code too (an invitation's code, scanned at the gate), with the value in words. */
export const PublicQrCode = ({ value, label }: { value: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Box component="figure" sx={{ m: 0, mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }} className="public-qr-code">
      <Box sx={{ p: 2, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}>
        <QRCodeSVG value={value} size={184} level="M" role="img" aria-label={translate('app.publicPage.qrCode', { label, value })} />
      </Box>
      <Typography component="figcaption" variant="h6" sx={{ fontFamily: 'monospace', letterSpacing: 4 }} dir="ltr">
        {value}
      </Typography>
    </Box>
  );
};
