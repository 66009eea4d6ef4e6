import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The invoice's ZATCA QR code drawn as an image (on screen and on the printed invoice); the
 * server encodes its payload on issue. The QR library loads only with an issued invoice.
 */
const QrCodeField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const payload = record?.[source] as string | null | undefined;
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (!payload) return;
    let current = true;
    void import('qrcode').then(({ toString }) =>
      toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((svg) => {
        if (current) setImage(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      current = false;
    };
  }, [payload]);
  if (!payload || !image) return null;
  return <img className="invoice-qr-code" src={image} width={160} height={160} alt={translate('resources.invoices.fields.qrCode')} />;
};

export default QrCodeField;
