import { useRecordContext, useTranslate } from 'react-admin';
import { QrImage } from '../../../documents/QrImage';

/** The invoice's ZATCA QR code drawn as an image wherever the field shows; the server encodes its payload on issue. */
const QrCodeField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const payload = record?.[source] as string | null | undefined;
  return payload ? <QrImage className="invoice-qr-code" payload={payload} size={160} alt={translate('resources.invoices.fields.qrCode')} /> : null;
};

export default QrCodeField;
