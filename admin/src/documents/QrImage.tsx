import { useEffect, useState } from 'react';

/** A QR code drawn from its payload (ZATCA's TLV in base64); the QR library loads only when one is shown. */
export const QrImage = ({ payload, size, alt, className }: { payload: string; size: number; alt: string; className?: string }) => {
  const [image, setImage] = useState<string>();
  useEffect(() => {
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
  return image ? <img className={className} src={image} width={size} height={size} alt={alt} /> : null;
};
