import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';

/** The signed (or cleared) e-invoice, never written out on the page: offered as a file to download. */
const ZatcaXmlField = ({ source }: { source: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const xml = record?.[source] as string | null | undefined;
  if (!xml) return null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${String(record?.number ?? record?.id)}.xml`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button size="small" variant="outlined" startIcon={<Download />} onClick={download} className="invoice-zatca-xml">
      {translate('resources.invoices.texts.zatcaDownloadXml')}
    </Button>
  );
};

export default ZatcaXmlField;
